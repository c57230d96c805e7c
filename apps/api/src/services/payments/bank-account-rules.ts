/** Bank verification: the spec's 10 days, and three tries at the two amounts. */
export const VERIFICATION_DAYS = 10;
export const MAX_VERIFICATION_ATTEMPTS = 3;

// The body's schema says these too (the browser checks with it): one wording for both.
export { ACCOUNT_NUMBER_MESSAGE, ROUTING_NUMBER_MESSAGE } from '@portal/domain/schemas/payment-requests';
export const WRONG_AMOUNTS_MESSAGE = (attemptsLeft: number) =>
  `Those amounts don't match the deposits we made. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'We could not verify this bank account: the deposit amounts were entered incorrectly 3 times. Please add the account again or pay by card.';
export const VERIFICATION_EXPIRED_MESSAGE =
  'We could not verify this bank account because it was not verified within 10 days. Please add the account again or pay by card.';

/**
 * The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. It catches
 * every single mistyped digit and most swapped neighbours before the bank is ever asked.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routingNumber[index]), 0);
  return sum % 10 === 0;
}

export const isValidAccountNumber = (accountNumber: string) => /^\d{4,17}$/.test(accountNumber);
