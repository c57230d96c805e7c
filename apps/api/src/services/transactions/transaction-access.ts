import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';
import { onePer } from '../../lib/one-per.js';

export type LeaseTransactionRow = typeof leaseTransactions.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;

export interface TransactionAccess {
  transaction: LeaseTransactionRow;
  /** The caller's own place on the transaction. */
  applicant: ApplicantRow;
}

/** Almost every transaction route starts here. */
const transactionAccess = onePer((db: Database) =>
  db
    .select({ transaction: leaseTransactions, applicant: applicants })
    .from(leaseTransactions)
    .innerJoin(applicants, eq(applicants.leaseTransactionId, leaseTransactions.id))
    .where(
      and(
        eq(leaseTransactions.id, sql.placeholder('transactionId')),
        eq(applicants.userId, sql.placeholder('userId')),
        eq(applicants.hasAccessToApplicationLink, true),
      ),
    )
    .limit(1)
    .prepare('transaction_access'),
);

/**
 * The transaction as seen by one of its applicants. Anyone else gets the same 404 as for a transaction
 * that does not exist, so ids cannot be probed; so does an applicant whose access the leasing team took
 * away (only the transaction's own read tells them so: has_access_to_application_link).
 */
export async function accessTransaction(
  db: Database,
  transactionId: number,
  userId: number,
): Promise<TransactionAccess> {
  const [row] = await transactionAccess(db).execute({ transactionId, userId });
  if (!row) throw notFound('transaction_not_found');
  return row;
}

/** The applicant record by its id, if it belongs to the caller; applicants see only their own record. */
export async function accessOwnApplicant(
  db: Database,
  applicantId: number,
  userId: number,
): Promise<ApplicantRow> {
  const [applicant] = await db
    .select()
    .from(applicants)
    .where(
      and(
        eq(applicants.id, applicantId),
        eq(applicants.userId, userId),
        eq(applicants.hasAccessToApplicationLink, true),
      ),
    )
    .limit(1);
  if (!applicant) throw notFound('applicant_not_found');
  return applicant;
}
