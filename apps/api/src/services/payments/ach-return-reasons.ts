/** The ACH return codes a debit from an applicant is most often sent back with, in the payer's words. */
const reasons: Record<string, string> = {
  R01: 'insufficient funds',
  R02: 'the account is closed',
  R03: 'no account was found',
  R10: 'the account holder did not authorize the debit',
};

export const achReturnReason = (code: string) => reasons[code] ?? 'the bank did not accept the debit';

/** Stripe's failure codes for a bank debit, as the ACH return code they stand for. */
const stripeFailureCodes: Record<string, string> = {
  insufficient_funds: 'R01',
  account_closed: 'R02',
  no_account: 'R03',
  debit_not_authorized: 'R10',
};

/** R99 stands for a return whose code the processor did not give. */
export const achReturnCodeOfStripeFailure = (code: string | null | undefined) =>
  (code && stripeFailureCodes[code]) || 'R99';
