/** Bank verification: the spec's 10 days, and three tries at the two amounts. */
export const VERIFICATION_DAYS = 10;
export const MAX_VERIFICATION_ATTEMPTS = 3;

// The body's schema says these too (the browser checks with it): one wording for both.
export { ACCOUNT_NUMBER_MESSAGE, ROUTING_NUMBER_MESSAGE } from '@portal/domain/schemas/payment-requests';

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
