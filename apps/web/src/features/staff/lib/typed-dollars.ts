import { parseDollarAmount } from '@portal/domain/income/dollar-amount';

/**
 * Dollars as staff type them ("$1,495.00", "1495") in cents, for the request schema to check; anything that
 * is not an amount is NaN, which every cents field of the schemas refuses.
 */
export function centsOfTypedDollars(typed: string): number {
  const amount = parseDollarAmount(typed.trim().replace(/^\$/, ''));
  return 'cents' in amount ? amount.cents : Number.NaN;
}
