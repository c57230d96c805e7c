import { describe, expect, it } from 'vitest';
import { monthToMonthRent, rentForTerm } from './rent.js';

const mapleCourtTerms = [
  { months: 6, priceAdjustmentBasisPoints: 1000 },
  { months: 9, priceAdjustmentBasisPoints: 500 },
  { months: 12, priceAdjustmentBasisPoints: 0 },
  { months: 15, priceAdjustmentBasisPoints: -200 },
];

describe('rentForTerm', () => {
  it.each([
    [6, 164_450],
    [9, 156_975],
    [12, 149_500],
    [15, 146_510],
  ])('unit 102 ($1,495 base) for %i months is %i cents', (months, rent) => {
    const term = mapleCourtTerms.find((t) => t.months === months);
    if (!term) throw new Error('no term');
    expect(rentForTerm(149_500, term)).toBe(rent);
  });
});

describe('monthToMonthRent', () => {
  it('adds the premium to the 12-month rent', () => {
    expect(monthToMonthRent(149_500, mapleCourtTerms, 25_000)).toBe(174_500);
  });
});
