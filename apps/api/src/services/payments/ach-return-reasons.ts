import type { Language } from '@portal/domain/constants/languages';
import { mailText } from '../../messages/mail-text.js';

/** The ACH return codes a debit from an applicant is most often sent back with, each worded in the catalogs. */
const explainedCodes = ['R01', 'R02', 'R03', 'R10'] as const;

/** Why the bank returned a debit, in the payer's words and language. */
export function achReturnReason(code: string, language: Language): string {
  const explained = explainedCodes.find((known) => known === code);
  return mailText(language, explained ? `ach_return_${explained}` : 'ach_return_other');
}

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
