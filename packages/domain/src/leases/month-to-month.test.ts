import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthToMonthPrice } from './month-to-month.js';

const mapleCourtTerms = [
  { months: 6, priceAdjustmentBasisPoints: 1000 },
  { months: 12, priceAdjustmentBasisPoints: 0 },
  { months: 15, priceAdjustmentBasisPoints: -200 },
];

describe('monthToMonthPrice', () => {
  it.each([
    // base, 12-month adjustment, premium, monthly rent
    [146_000, 0, 15_000, 161_000],
    [149_500, 0, 25_000, 174_500],
    [149_500, 250, 0, 153_238],
  ])(
    'base %i with a 12-month adjustment of %i bp and a premium of %i: rent %i',
    (base, bp, premium, rent) => {
      const price = monthToMonthPrice({
        unitBaseRentCents: base,
        terms: [{ months: 12, priceAdjustmentBasisPoints: bp }],
        premiumCents: premium,
        leaseLines: [],
      });
      expect(price.monthlyRentCents).toBe(rent);
      expect(price.twelveMonthRentCents + price.premiumCents).toBe(rent);
    },
  );

  it('keeps the monthly items at their prices, replaces the rent and ends the term concessions', () => {
    const price = monthToMonthPrice({
      unitBaseRentCents: 149_500,
      terms: mapleCourtTerms,
      premiumCents: 25_000,
      leaseLines: [
        { name: 'Rent', amountCents: 149_500, taxCents: 0 },
        { name: 'Storage Locker', amountCents: 2_500, taxCents: 206 },
        { name: 'Valet Trash', amountCents: 3_000, taxCents: 0 },
        { name: 'Winter Special', amountCents: -5_000, taxCents: 0 },
      ],
    });
    expect(price.lines).toEqual([
      { name: 'Rent', amountCents: 174_500, taxCents: 0 },
      { name: 'Storage Locker', amountCents: 2_500, taxCents: 206 },
      { name: 'Valet Trash', amountCents: 3_000, taxCents: 0 },
    ]);
    expect(price.totalPerMonthCents).toBe(180_206);
    expect(price.currentTotalPerMonthCents).toBe(150_206);
    expect(price.endingConcessions).toEqual([{ name: 'Winter Special', amountCents: -5_000, taxCents: 0 }]);
  });

  it('totals are the rent plus every kept item with its tax, whatever the lease holds', () => {
    const line = fc.record({
      name: fc.constantFrom('Cat', 'Parking', 'Valet Trash', 'Special'),
      amountCents: fc.integer({ min: -50_000, max: 50_000 }),
      taxCents: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(line, { maxLength: 6 }),
        (base, premium, lines) => {
          const price = monthToMonthPrice({
            unitBaseRentCents: base,
            terms: mapleCourtTerms,
            premiumCents: premium,
            leaseLines: [{ name: 'Rent', amountCents: 1, taxCents: 0 }, ...lines],
          });
          const kept = lines.filter((l) => l.amountCents >= 0);
          expect(price.monthlyRentCents).toBe(base + premium);
          expect(price.totalPerMonthCents).toBe(
            base + premium + kept.reduce((sum, l) => sum + l.amountCents + l.taxCents, 0),
          );
          expect(price.lines.length + price.endingConcessions.length).toBe(lines.length + 1);
        },
      ),
    );
  });
});
