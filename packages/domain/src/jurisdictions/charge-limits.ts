import type { EffectiveRule, EffectiveRules } from './effective-rules.js';
import type { Citation } from './jurisdiction-profile.js';

/** "$20" for whole dollars, as statutes write them; "$62.02" otherwise. Integer cents in, no floats. */
export function legalAmount(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** The section without its subsections or amendment history: "N.Y. Real Prop. Law § 238-a". */
export function shortCite(citation: Citation): string {
  return citation.cite
    .replace(/,.*$/, '')
    .replace(/\s+\(.*$/, '')
    .replace(/(\([0-9a-z.-]+\))+$/i, '');
}

/** A limit on a charge: how much, the law and section that set it, and the sentence that names its rule. */
export interface ChargeLimit {
  cents: number;
  /** The profile whose law it is: "New York". */
  law: string;
  /** "N.Y. Real Prop. Law § 238-a" */
  cite: string;
  /** "New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a)." */
  rule: string;
}

/** The limit on all deposits of a lease together: so many months' rent. */
export interface DepositLimit extends ChargeLimit {
  months: number;
}

/** The figure of a yearly cap for the calendar year of `onDate`: that year's, else the latest before it. */
function yearlyCap(capsByYear: EffectiveRule<'screeningFee'> & { kind: 'yearly_cap' }, onDate: string) {
  const year = Number(onDate.slice(0, 4));
  const years = Object.keys(capsByYear.capsByYear)
    .map(Number)
    .sort((a, b) => a - b);
  // Before the first known figure, the first one: CPI only rises, so it is the safer figure.
  const known = years.filter((candidate) => candidate <= year).at(-1) ?? years[0];
  return known === undefined ? null : (capsByYear.capsByYear[known]?.capCents ?? null);
}

/**
 * The most an applicant may be charged for screening on `onDate` ('YYYY-MM-DD'), all screening fees
 * together; null where no dollar figure caps it (federal law, or a cost-only rule like Colorado's).
 */
export function screeningFeeLimit(rules: EffectiveRules, onDate: string): ChargeLimit | null {
  const rule = rules.screeningFee;
  if (!rule || rule.kind === 'cost_only') return null;
  const cents = rule.kind === 'fixed_cap' ? rule.capCents : yearlyCap(rule, onDate);
  if (cents === null) return null;
  const [law, cite] = [rule.from.name, shortCite(rule.citation)];
  return {
    cents,
    law,
    cite,
    rule: `${law} limits the application screening fee to ${legalAmount(cents)} (${cite}).`,
  };
}

export interface DepositTerms {
  /** The monthly rent of the lease the deposits secure. */
  rentCents: number;
  /** 'YYYY-MM-DD': the day the lease is made (today, for an application). */
  onDate: string;
  /** The landlord meets the statute's small-landlord definition (never assumed). */
  smallLandlord: boolean;
}

const months = (count: number) => (count === 1 ? "one month's rent" : `${count} months' rent`);

/** The most all deposits of a lease may add up to; null where no limit applies. */
export function depositLimit(rules: EffectiveRules, terms: DepositTerms): DepositLimit | null {
  const rule = rules.depositLimit;
  if (!rule || terms.onDate < rule.since) return null;
  const count = terms.smallLandlord && rule.smallLandlord ? rule.smallLandlord.months : rule.months;
  const [law, cite] = [rule.from.name, shortCite(rule.citation)];
  return {
    cents: terms.rentCents * count,
    law,
    cite,
    months: count,
    rule: `${law} limits security deposits to ${months(count)} (${cite}).`,
  };
}

/**
 * Amounts charged in order under one limit: each keeps what it asks while the limit lasts, then is cut to
 * what is left of it (zero once it is spent). The sum never exceeds the limit; no amount grows.
 */
export function capInOrder(amounts: readonly number[], limitCents: number): number[] {
  let left = Math.max(0, limitCents);
  return amounts.map((amount) => {
    const charged = Math.min(Math.max(0, amount), left);
    left -= charged;
    return charged;
  });
}

/** A law that allows no fee up front but the screening fee: its law, section and rule. */
export type UpFrontFeeBan = Omit<ChargeLimit, 'cents'>;

/**
 * Where no fee but the screening fee may be charged before or at the start of a tenancy (New York's
 * application and "any other" fees), the law that says so; null elsewhere. Deposits have their own limit.
 */
export function upFrontFeeBan(rules: EffectiveRules): UpFrontFeeBan | null {
  const rule = rules.otherFees;
  if (!rule?.onlyScreeningFeeUpFront) return null;
  const [law, cite] = [rule.from.name, shortCite(rule.citation)];
  return {
    law,
    cite,
    rule: `${law} allows no fee before or at the start of a tenancy but the background and credit check fee (${cite}).`,
  };
}

/** What a payment breakdown may charge under the laws of the home's place. */
export interface BreakdownLimits {
  /** Per applicant, every screening (application) fee together. */
  screeningFee: ChargeLimit | null;
  /** Every deposit of the lease together. */
  deposits: DepositLimit | null;
  /** Every other one-time fee: none at all where this is set. */
  otherFees: UpFrontFeeBan | null;
}

export function breakdownLimits(rules: EffectiveRules, terms: DepositTerms): BreakdownLimits {
  return {
    screeningFee: screeningFeeLimit(rules, terms.onDate),
    deposits: depositLimit(rules, terms),
    otherFees: upFrontFeeBan(rules),
  };
}
