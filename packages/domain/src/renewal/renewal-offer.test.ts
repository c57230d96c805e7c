import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RenewalSettings } from '../schemas/community.js';
import {
  increaseBasisPoints,
  renewalLeaseDates,
  renewalRent,
  renewalTermPrice,
  renewalWindow,
} from './renewal-offer.js';

// Maple Court in the demo fixture.
const mapleCourt: RenewalSettings = {
  renewal_offer_window_days: 120,
  renewal_lease_terms_months: [6, 12, 15],
  renewal_rent_increase_percent: 3,
  renewal_max_increase_percent: 5,
  notice_to_vacate_days: 60,
};
const mapleCourtTerms = [
  { months: 6, priceAdjustmentBasisPoints: 1000 },
  { months: 9, priceAdjustmentBasisPoints: 500 },
  { months: 12, priceAdjustmentBasisPoints: 0 },
  { months: 15, priceAdjustmentBasisPoints: -200 },
];

describe('renewalRent', () => {
  it.each([
    // 189,000 + 3 % = 194,670; the cap is 5 % = 198,450.
    [12, 194_670],
    // +10 % for 6 months would be 214,137: the cap wins.
    [6, 198_450],
    // −2 % for 15 months: 194,670 × 0.98 = 190,776.6 → 190,777.
    [15, 190_777],
    // A renewal term the community does not price for new leases gets no adjustment.
    [18, 194_670],
  ])('unit 407 ($1,890) for %i months is %i cents', (months, rent) => {
    expect(renewalRent(189_000, mapleCourt, renewalTermPrice(months, mapleCourtTerms))).toBe(rent);
  });

  it.each([
    // The cap rounds down: 100,010 + 5 % is 105,010.5, so 105,010 and not 105,011.
    [100_010, { renewal_rent_increase_percent: 9, renewal_max_increase_percent: 5 }, 105_010],
    [100_000, { renewal_rent_increase_percent: 0, renewal_max_increase_percent: 0 }, 100_000],
    // Fractional percents: 3.5 % of 150,000.
    [150_000, { renewal_rent_increase_percent: 3.5, renewal_max_increase_percent: 6 }, 155_250],
  ])('%i cents with %o is %i', (current, settings, rent) => {
    expect(renewalRent(current, settings, { months: 12, priceAdjustmentBasisPoints: 0 })).toBe(rent);
  });

  it('is whole cents and never above the cap, for any rent, increase and term adjustment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (current, increase, max, adjustment) => {
          const rent = renewalRent(
            current,
            { renewal_rent_increase_percent: increase / 100, renewal_max_increase_percent: max / 100 },
            { months: 12, priceAdjustmentBasisPoints: adjustment },
          );
          expect(Number.isInteger(rent)).toBe(true);
          expect(rent * 10_000).toBeLessThanOrEqual(current * (10_000 + max));
        },
      ),
    );
  });
});

describe('renewalWindow', () => {
  const lease = { endDate: '2027-03-31', status: 'current', enableSelfServiceRenewals: true };
  it.each([
    ['2026-11-30', 'not_open_yet'],
    ['2026-12-01', null],
    ['2027-03-31', null],
    ['2027-04-01', 'lease_ended'],
  ])('on %s the offers are closed for %s', (today, reason) => {
    expect(renewalWindow({ lease, settings: mapleCourt, today })).toEqual({
      opensOn: '2026-12-01',
      closedReason: reason,
    });
  });

  it.each([
    [{ ...lease, enableSelfServiceRenewals: false }, mapleCourt, 'self_service_off'],
    [{ ...lease, status: 'renewed' }, mapleCourt, 'not_current'],
    [lease, undefined, 'no_offers'],
    [lease, { ...mapleCourt, renewal_lease_terms_months: [] }, 'no_offers'],
  ])('%o with %o is closed for %s', (candidate, settings, reason) => {
    expect(renewalWindow({ lease: candidate, settings, today: '2027-01-15' }).closedReason).toBe(reason);
  });
});

describe('renewalLeaseDates', () => {
  it.each([
    ['2027-03-31', 12, '2027-04-01', '2028-03-31'],
    ['2027-01-30', 6, '2027-01-31', '2027-07-30'],
    ['2027-12-31', 15, '2028-01-01', '2029-03-31'],
  ])('after %s for %i months: %s to %s', (end, months, start, newEnd) => {
    expect(renewalLeaseDates(end, months)).toEqual({ start, end: newEnd });
  });
});

describe('increaseBasisPoints', () => {
  it.each([
    [189_000, 194_670, 300],
    [189_000, 198_450, 500],
    [100_000, 99_000, -100],
    [0, 10_000, 0],
  ])('%i to %i is %i basis points', (from, to, bp) => {
    expect(increaseBasisPoints(from, to)).toBe(bp);
  });
});
