import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeMonths, chargesForMonth, defaultChargeMonth } from './charges-calendar.js';
import { paymentBreakdown } from './payment-breakdown.js';

const months = (moveIn: string, term: number) =>
  chargeMonths(moveIn, term).map(({ year, month }) => `${year}-${month}`);

describe('chargeMonths', () => {
  it('runs from the move-in month through one month past the lease end', () => {
    const decemberToJanuary = [
      '2026-12',
      '2027-1',
      '2027-2',
      '2027-3',
      '2027-4',
      '2027-5',
      '2027-6',
      '2027-7',
      '2027-8',
      '2027-9',
      '2027-10',
      '2027-11',
      '2027-12',
      '2028-1',
    ];
    // 12 months from 2026-12-15 end 2027-12-14, so the calendar shows December 2026 to January 2028.
    expect(months('2026-12-15', 12)).toEqual(decemberToJanuary);
    // From the 1st, 6 months end 2027-05-31: December to June.
    expect(months('2026-12-01', 6)).toEqual(decemberToJanuary.slice(0, 7));
  });

  it('is empty for a date that is not real', () => {
    expect(chargeMonths('2026-02-30', 12)).toEqual([]);
  });
});

describe('defaultChargeMonth', () => {
  const lease = chargeMonths('2026-12-15', 12);
  it.each([
    ['2026-11-22', { year: 2026, month: 12 }],
    ['2027-06-10', { year: 2027, month: 6 }],
    ['2029-01-01', { year: 2028, month: 1 }],
  ])('on %s shows %j', (today, month) => {
    expect(defaultChargeMonth(lease, today)).toEqual(month);
  });
});

describe('chargesForMonth', () => {
  const input = {
    transactionType: 10,
    leaseTermMonths: 12,
    rentCents: 149_500,
    bedrooms: 1,
    salesTaxBasisPoints: 825,
    options: [],
    fees: [],
    concessions: [],
    adults: [],
    depositAlternativeChosen: false,
    conditionalCharge: null,
  };

  it('prorates the move-in month, charges later months in full and nothing after the lease', () => {
    const breakdown = paymentBreakdown({ ...input, moveInDate: '2026-12-15' });
    const lease = chargeMonths('2026-12-15', 12);
    expect(chargesForMonth(breakdown, lease, { year: 2026, month: 12 }).total).toBe(81_984);
    expect(chargesForMonth(breakdown, lease, { year: 2027, month: 3 }).total).toBe(149_500);
    expect(chargesForMonth(breakdown, lease, { year: 2028, month: 1 }).items).toEqual([]);
    expect(chargesForMonth(breakdown, lease, { year: 2030, month: 1 }).items).toEqual([]);
  });

  it('adds up over the lease to the prorated first month plus full months', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (date, term, rent) => {
          const moveInDate = date.toISOString().slice(0, 10);
          const breakdown = paymentBreakdown({
            ...input,
            moveInDate,
            leaseTermMonths: term,
            rentCents: rent,
          });
          const lease = chargeMonths(moveInDate, term);
          const sum = lease.reduce(
            (total, month) => total + chargesForMonth(breakdown, lease, month).total,
            0,
          );
          expect(sum).toBe(
            breakdown.monthly_fees.total + breakdown.monthly_fees_no_prorate.total * (lease.length - 2),
          );
        },
      ),
    );
  });
});
