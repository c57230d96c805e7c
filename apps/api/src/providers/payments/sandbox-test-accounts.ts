/** The test cards and bank accounts of the sandbox processor, which behave as Stripe test mode's do. */

import type { PlainCode } from '../../messages/message.js';

/** The card details the sandbox card frame posts; only the sandbox ever sees them, and never stores them. */
export interface CardEntry {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardBehavior =
  | 'succeed'
  | 'card_declined'
  | 'insufficient_funds'
  | 'account_closed'
  /** A bank debit the bank accepts and later sends back: ACH return R01, insufficient funds. */
  | 'returned_insufficient_funds';

/** Stripe test mode's cards with a fixed outcome; every other valid number is charged successfully. */
const testCardBehaviors: Record<string, CardBehavior> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

/**
 * Stripe test mode's bank accounts: the first two fail when charged. 000333333335 is the sandbox's own: its
 * debits are accepted, then returned (R01, insufficient funds) when the sandbox bank settles them. Any
 * other account number is charged and settles.
 */
const testBankBehaviors: Record<string, CardBehavior> = {
  '000111111116': 'account_closed',
  '000222222227': 'insufficient_funds',
  '000333333335': 'returned_insufficient_funds',
};

/** The ACH return code the sandbox bank sends back for a debit of this behavior, or null when it settles. */
export const achReturnCodeOf = (behavior: string): string | null =>
  behavior === 'returned_insufficient_funds' ? 'R01' : null;

/** How long the sandbox bank takes to settle a debit (Stripe: about four business days). */
export const SANDBOX_ACH_SETTLEMENT_DAYS = 4;
export const bankBehaviorOf = (accountNumber: string): CardBehavior =>
  testBankBehaviors[accountNumber] ?? 'succeed';

/** The two micro-deposits of Stripe test mode, in cents. */
export const SANDBOX_MICRO_DEPOSITS: [number, number] = [32, 45];

/** A four-digit year, as the card frame may send two. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Field errors in the words of Stripe's card form (catalog codes), or none when the card may be tokenized. */
export function cardProblems(
  card: CardEntry,
  today: { year: number; month: number },
): Record<string, PlainCode[]> {
  const problems: Record<string, PlainCode[]> = {};
  const digits = digitsOf(card.number);
  if (!/^\d*$/.test(digits) || digits.length < 13) {
    problems.number = ['card_number_incomplete'];
  } else if (digits.length > 19 || !passesLuhn(digits)) {
    problems.number = ['card_number_invalid'];
  }
  const year = fullYear(card.exp_year);
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    problems.exp_month = ['card_exp_month_invalid'];
  } else if (year < today.year) {
    problems.exp_year = ['card_exp_year_past'];
  } else if (year === today.year && card.exp_month < today.month) {
    problems.exp_month = ['card_exp_date_past'];
  } else if (year > today.year + 50) {
    problems.exp_year = ['card_exp_year_invalid'];
  }
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    problems.cvc = ['card_cvc_incomplete'];
  }
  return problems;
}

export const behaviorOf = (digits: string): CardBehavior => testCardBehaviors[digits] ?? 'succeed';
