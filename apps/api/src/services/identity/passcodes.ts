import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSCODE_LENGTH } from '@portal/domain/schemas/identity-verification';

/**
 * Passcodes rest as an HMAC under a key of their own, derived from the server's secret key: six digits
 * are too few for a plain hash to hide, but without the key the hash reveals nothing.
 */
function passcodeKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'identity-passcode', 32));
}

export function generatePasscode(): string {
  return String(randomInt(10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}

/** Bound to its attempt, so a hash copied to another attempt does not match there. */
export function hashPasscode(secret: Buffer, attemptId: number, passcode: string): string {
  return createHmac('sha256', passcodeKey(secret)).update(`${attemptId}:${passcode}`).digest('hex');
}

export function isSamePasscode(secret: Buffer, attemptId: number, passcode: string, stored: string): boolean {
  const given = Buffer.from(hashPasscode(secret, attemptId, passcode));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
