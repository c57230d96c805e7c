import { describe, expect, it } from 'vitest';
import { parsePayFrequency, payFrequencyWording, yearlyCents } from './pay-frequency.js';

describe('pay frequency', () => {
  it.each([
    ['weekly', 31_000, 1_612_000],
    ['biweekly', 215_000, 5_590_000],
    ['semi_monthly', 200_000, 4_800_000],
    ['monthly', 400_000, 4_800_000],
    ['unknown', 400_000, 4_800_000],
  ] as const)('counts a %s paycheck of %i cents as %i a year', (frequency, perPay, perYear) => {
    expect(yearlyCents(perPay, frequency)).toBe(perYear);
  });

  it.each([
    ['BIWEEKLY', 'biweekly'],
    ['SEMI_MONTHLY', 'semi_monthly'],
    ['semi-monthly', 'semi_monthly'],
    ['Weekly', 'weekly'],
    ['DAILY', 'unknown'],
    [null, 'unknown'],
    ['', 'unknown'],
  ] as const)('reads the provider’s %j as %s', (text, frequency) => {
    expect(parsePayFrequency(text)).toBe(frequency);
  });

  it('says how often in words', () => {
    expect(payFrequencyWording('biweekly')).toBe('paid every two weeks');
  });
});
