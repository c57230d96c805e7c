import { describe, expect, it } from 'vitest';
import { chargeMonthKey, formatChargeMonth } from './charge-month';

describe('charge months', () => {
  it.each([
    [{ year: 2026, month: 12 }, 'December 2026', '2026-12'],
    [{ year: 2027, month: 1 }, 'January 2027', '2027-01'],
  ])('reads %o as %s and keys it %s', (month, label, key) => {
    expect(formatChargeMonth(month)).toBe(label);
    expect(chargeMonthKey(month)).toBe(key);
  });
});
