import { readStored, removeStored, writeStored } from '@/lib/browser-storage';

const KEY = 'portal.passwordConfirmedAt';

/**
 * How long a password typed in this tab (sign-up, login, the verify-password screen) lets the user open
 * the account page without typing it again. The account page is guarded by the verify-password screen
 * (spec screen 3), but asking right after the user typed it would only be in the way.
 */
export const PASSWORD_CONFIRMATION_TTL_MS = 5 * 60_000;

interface Confirmation {
  userId: number;
  at: number;
}

export function isConfirmationFresh(confirmation: unknown, userId: number, now: number): boolean {
  if (!confirmation || typeof confirmation !== 'object') return false;
  const { userId: confirmedUser, at } = confirmation as Partial<Confirmation>;
  if (confirmedUser !== userId || typeof at !== 'number') return false;
  return at <= now && now - at < PASSWORD_CONFIRMATION_TTL_MS;
}

export function rememberPasswordConfirmation(userId: number, now = Date.now()): void {
  writeStored('sessionStorage', KEY, JSON.stringify({ userId, at: now } satisfies Confirmation));
}

export function hasFreshPasswordConfirmation(userId: number, now = Date.now()): boolean {
  const stored = readStored('sessionStorage', KEY);
  if (!stored) return false;
  try {
    return isConfirmationFresh(JSON.parse(stored), userId, now);
  } catch {
    return false;
  }
}

export function forgetPasswordConfirmation(): void {
  removeStored('sessionStorage', KEY);
}
