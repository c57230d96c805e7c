import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';

export type CommunityRow = typeof communities.$inferSelect;
export type LeaseTransactionRow = typeof leaseTransactions.$inferSelect;

/**
 * The transaction as one of its signers may see it for signing: its applicants, and guest signers through
 * their own signatures. Anyone else gets the same 404 as for a transaction that does not exist.
 */
export async function signingTransaction(
  db: Database,
  transactionId: number,
  userId: number,
): Promise<{ transaction: LeaseTransactionRow; community: CommunityRow }> {
  const [row] = await db
    .select({ transaction: leaseTransactions, community: communities })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(eq(leaseTransactions.id, transactionId));
  if (!row) throw notFound('transaction_not_found');
  const [onIt] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.leaseTransactionId, transactionId), eq(applicants.userId, userId)))
    .limit(1);
  const [signs] = onIt
    ? [onIt]
    : await db
        .select({ id: documentSigners.id })
        .from(documentSigners)
        .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
        .where(and(eq(leaseDocuments.transactionId, transactionId), eq(documentSigners.userId, userId)))
        .limit(1);
  if (!signs) throw notFound('transaction_not_found');
  return row;
}
