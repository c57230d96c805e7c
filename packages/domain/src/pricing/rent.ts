import { divideRounded } from './rounding.js';

export interface LeaseTermPrice {
  months: number;
  /** Percent × 100: +10 % is 1000, −2 % is −200. */
  priceAdjustmentBasisPoints: number;
}

export const MONTH_TO_MONTH = 'month_to_month' as const;
export type LeaseTermChoice = number | typeof MONTH_TO_MONTH;

/** Pricing rules: rent = round(base × (100 + adjustment %) / 100). */
export function rentForTerm(baseRentCents: number, term: LeaseTermPrice): number {
  return divideRounded(baseRentCents * (10_000 + term.priceAdjustmentBasisPoints), 10_000);
}

/** A month-to-month lease costs the 12-month rent plus the community's premium. */
export function monthToMonthRent(
  baseRentCents: number,
  terms: readonly LeaseTermPrice[],
  premiumCents: number,
): number {
  const twelveMonths = terms.find((term) => term.months === 12) ?? {
    months: 12,
    priceAdjustmentBasisPoints: 0,
  };
  return rentForTerm(baseRentCents, twelveMonths) + premiumCents;
}
