import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedExampleOptions } from '../test-support/worked-example.js';
import { group } from './breakdown-item.js';
import { type MonthlyPricingInput, monthlyItems } from './monthly-items.js';

const workedExample: MonthlyPricingInput = {
  rentCents: 149_500,
  salesTaxBasisPoints: 825,
  options: workedExampleOptions,
  monthlyFees: [{ name: 'Valet Trash', amountCents: 3_000, taxable: false, feeHelpText: null }],
  concessions: [],
};

describe('monthlyItems', () => {
  it('prices the worked example: $1,577.06 a month including $2.06 tax', () => {
    const items = monthlyItems(workedExample);
    expect(items.map((line) => [line.name, line.amount, line.tax])).toEqual([
      ['Rent', 149_500, 0],
      ['Cat', 2_500, 0],
      ['Storage Locker', 2_500, 206],
      ['Valet Trash', 3_000, 0],
    ]);
    const monthly = group(items);
    expect(monthly.total + monthly.total_tax).toBe(157_706);
  });

  it('includes one covered parking space free and charges the second', () => {
    const [, parking] = monthlyItems({
      ...workedExample,
      options: [
        {
          name: 'Reserved Covered Parking',
          category: 'parking',
          monthlyCents: 5_000,
          quantity: 2,
          includedQuantity: 1,
          taxable: false,
          isAssistanceAnimal: false,
        },
      ],
    });
    expect(parking).toMatchObject({ quantity: 2, included: 1, amount: 5_000, price: 5_000 });
  });

  it('charges nothing for an assistance animal', () => {
    const [, dog] = monthlyItems({
      ...workedExample,
      options: [
        {
          name: 'Dog',
          category: 'pets',
          monthlyCents: 3_500,
          quantity: 1,
          includedQuantity: 0,
          taxable: false,
          isAssistanceAnimal: true,
        },
      ],
    });
    expect(dog).toMatchObject({ amount: 0, exempted: true, included: 1 });
  });

  it('shows a concession as a negative amount after the fees', () => {
    const items = monthlyItems({
      ...workedExample,
      concessions: [{ name: '15-Month Lease Special', amountCents: 5_000 }],
    });
    expect(items.at(-1)).toMatchObject({
      name: '15-Month Lease Special',
      amount: -5_000,
      type: 'concession',
    });
  });

  it('never produces fractional cents, and the group total is the sum of its items', () => {
    const option = fc.record({
      name: fc.string(),
      category: fc.constantFrom('pets', 'parking', 'storage'),
      monthlyCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 0, max: 10 }),
      includedQuantity: fc.integer({ min: 0, max: 3 }),
      taxable: fc.boolean(),
      isAssistanceAnimal: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(option, { maxLength: 6 }),
        (rent, tax, options) => {
          const items = monthlyItems({
            ...workedExample,
            rentCents: rent,
            salesTaxBasisPoints: tax,
            options,
          });
          for (const line of items) {
            expect(Number.isInteger(line.amount) && Number.isInteger(line.tax)).toBe(true);
            expect(line.amount).toBeGreaterThanOrEqual(line.type === 'concession' ? -Infinity : 0);
          }
          expect(group(items).total).toBe(items.reduce((sum, line) => sum + line.amount, 0));
        },
      ),
    );
  });
});
