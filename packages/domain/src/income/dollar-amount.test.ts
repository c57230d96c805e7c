import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINANCIAL_AMOUNT_MAX_CENTS } from '../constants/limits.js';
import { parseDollarAmount } from './dollar-amount.js';

describe('parseDollarAmount', () => {
  it.each([
    ['4,250.50', { cents: 425_050 }],
    ['4250', { cents: 425_000 }],
    [' 1,000,000 ', { cents: 100_000_000 }],
    ['0', { cents: 0 }],
    ['-0', { cents: 0 }],
    ['.5', { cents: 50 }],
    ['12.', { cents: 1_200 }],
    ['007.05', { cents: 705 }],
    [4250.5, { cents: 425_050 }],
    [0, { cents: 0 }],
    ['999,999,999.99', { cents: FINANCIAL_AMOUNT_MAX_CENTS }],
    ['', { problem: 'required' }],
    [' , ', { problem: 'required' }],
    ['-5', { problem: 'negative' }],
    [-0.01, { problem: 'negative' }],
    ['1,000,000,000', { problem: 'too_large' }],
    ['1234567890123456789', { problem: 'too_large' }],
    ['abc', { problem: 'format' }],
    ['$5', { problem: 'format' }],
    ['1.234', { problem: 'format' }],
    ['1e5', { problem: 'format' }],
    ['.', { problem: 'format' }],
    ['-', { problem: 'format' }],
    [0.1 + 0.2, { problem: 'format' }],
    [Number.NaN, { problem: 'format' }],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(parseDollarAmount(value)).toEqual(expected);
  });

  it('reads back every amount in cents as people write it, with or without commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FINANCIAL_AMOUNT_MAX_CENTS }), fc.boolean(), (cents, commas) => {
        const dollars = (cents / 100).toLocaleString('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: commas,
        });
        expect(parseDollarAmount(dollars)).toEqual({ cents });
      }),
    );
  });

  it('answers a problem, never throws or gives a fraction of a cent, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const amount = parseDollarAmount(text);
        if ('cents' in amount) expect(Number.isSafeInteger(amount.cents)).toBe(true);
      }),
    );
  });
});
