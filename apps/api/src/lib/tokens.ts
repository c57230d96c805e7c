import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable, so a fast hash is enough to store it. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The CSRF token is derived from the session token, so it needs no storage and dies with the session. */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('csrf').digest('base64url');
}
