import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

/** Spec part 1 §7: a short-lived token opens the realtime socket; a new one is asked for on every connection. */
export const REALTIME_TOKEN_LIFETIME_SECONDS = 5 * 60;

/**
 * The key realtime tokens are signed with, derived from a secret every instance already shares, so a token
 * issued by one instance opens a socket on any other and there is no new secret to configure.
 */
export function realtimeTokenKey(sharedSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', sharedSecret, Buffer.alloc(0), 'portal realtime token', 32));
}

const signatureOf = (key: Buffer, claims: string) => createHmac('sha256', key).update(claims).digest();

/** `<session id>.<expiry in ms>.<HMAC>`: bound to the session, which is checked again when the socket connects. */
export function issueRealtimeToken(
  key: Buffer,
  clock: Clock,
  sessionId: number,
  lifetimeSeconds = REALTIME_TOKEN_LIFETIME_SECONDS,
): { token: string; expires_at: string } {
  const expiresAt = new Date(clock.now().getTime() + lifetimeSeconds * 1000);
  const claims = `${sessionId}.${expiresAt.getTime()}`;
  return {
    token: `${claims}.${signatureOf(key, claims).toString('base64url')}`,
    expires_at: expiresAt.toISOString(),
  };
}

export type RealtimeTokenCheck = { status: 'valid'; sessionId: number } | { status: 'expired' | 'invalid' };

/** A forged or malformed token is invalid whatever its expiry says; a genuine one past its expiry has expired. */
export function checkRealtimeToken(key: Buffer, clock: Clock, token: unknown): RealtimeTokenCheck {
  const match = typeof token === 'string' ? /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return { status: 'invalid' };
  const [, sessionId = '', expiresAtMs = '', signature = ''] = match;
  const expected = signatureOf(key, `${sessionId}.${expiresAtMs}`);
  const presented = Buffer.from(signature, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    return { status: 'invalid' };
  if (clock.now().getTime() >= Number(expiresAtMs)) return { status: 'expired' };
  return { status: 'valid', sessionId: Number(sessionId) };
}
