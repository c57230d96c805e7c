import { RENT_ITEM_NAME } from '../constants/rent-item.js';
import { type LeaseTermPrice, monthToMonthRent } from '../pricing/rent.js';

/** A monthly line of a lease as stored: rent, each option and fee, concessions as negative amounts. */
export interface LeaseMonthlyLine {
  name: string;
  amountCents: number;
  taxCents: number;
}

export interface MonthToMonthInput {
  unitBaseRentCents: number;
  terms: readonly LeaseTermPrice[];
  premiumCents: number;
  /** The lease's current monthly lines, "Rent" among them. */
  leaseLines: readonly LeaseMonthlyLine[];
}

export interface MonthToMonthPrice {
  twelveMonthRentCents: number;
  premiumCents: number;
  /** The 12-month rent plus the premium. */
  monthlyRentCents: number;
  /** Rent first, then every other monthly item at its current price. */
  lines: LeaseMonthlyLine[];
  totalPerMonthCents: number;
  currentTotalPerMonthCents: number;
  /** The concessions of the lease's term: a month-to-month lease has no term, so they end. */
  endingConcessions: LeaseMonthlyLine[];
}

const total = (lines: readonly LeaseMonthlyLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0);

/**
 * Pricing rules: a month-to-month lease costs the unit's 12-month rent plus the community's
 * `month_to_month_premium_cents`; the monthly items stay at their current prices, and the term's
 * concessions end with the term.
 */
export function monthToMonthPrice(input: MonthToMonthInput): MonthToMonthPrice {
  const monthlyRentCents = monthToMonthRent(input.unitBaseRentCents, input.terms, input.premiumCents);
  const others = input.leaseLines.filter((line) => line.name !== RENT_ITEM_NAME);
  const kept = others.filter((line) => line.amountCents >= 0);
  const lines = [{ name: RENT_ITEM_NAME, amountCents: monthlyRentCents, taxCents: 0 }, ...kept];
  return {
    twelveMonthRentCents: monthlyRentCents - input.premiumCents,
    premiumCents: input.premiumCents,
    monthlyRentCents,
    lines,
    totalPerMonthCents: total(lines),
    currentTotalPerMonthCents: total(input.leaseLines),
    endingConcessions: others.filter((line) => line.amountCents < 0),
  };
}
