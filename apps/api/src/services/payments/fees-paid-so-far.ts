import type { AppContext } from '../../app-context.js';
import { paidByCategory, totalOf } from './ledger.js';

export interface FeesPaidSoFar {
  /** Cents the whole household has paid towards what is due at the Fees & Deposits step. */
  household: number;
  /** Cents the given applicant has paid themselves. */
  applicant: number;
}

/**
 * "Paid so far" at the Fees & Deposits step, the one place payment-options and the terms read it from:
 * the ledger's application-fee and holding-deposit line items, less refunds.
 */
export async function feesPaidSoFar(
  { db }: AppContext,
  where: { transactionId: number; applicantId: number },
): Promise<FeesPaidSoFar> {
  const [household, applicant] = await Promise.all([
    paidByCategory(db, { transactionId: where.transactionId }),
    paidByCategory(db, where),
  ]);
  return { household: totalOf(household), applicant: totalOf(applicant) };
}
