import { describe, expect, it } from 'vitest';
import { isConfirmationFresh, PASSWORD_CONFIRMATION_TTL_MS } from './password-confirmation';

describe('isConfirmationFresh', () => {
  const now = 1_000_000_000;

  it('accepts a recent confirmation by the same user', () => {
    expect(isConfirmationFresh({ userId: 7, at: now - 1000 }, 7, now)).toBe(true);
  });

  it('expires', () => {
    expect(isConfirmationFresh({ userId: 7, at: now - PASSWORD_CONFIRMATION_TTL_MS }, 7, now)).toBe(false);
  });

  it('belongs to one user', () => {
    expect(isConfirmationFresh({ userId: 8, at: now }, 7, now)).toBe(false);
  });

  it('ignores malformed or future values', () => {
    expect(isConfirmationFresh(null, 7, now)).toBe(false);
    expect(isConfirmationFresh('yes', 7, now)).toBe(false);
    expect(isConfirmationFresh({ userId: 7, at: 'now' }, 7, now)).toBe(false);
    expect(isConfirmationFresh({ userId: 7, at: now + 60_000 }, 7, now)).toBe(false);
  });
});
