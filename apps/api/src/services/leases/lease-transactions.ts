import { applicationStatusLabel } from '@portal/domain/constants/application-status';
import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import type { ResidentLeaseTransactionList } from '@portal/domain/schemas/lease';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { leaseChanges } from '../../db/schema/leases.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessLease, type LeaseRow } from './lease-access.js';

/**
 * The transactions on a lease, newest first, each with the change it makes to the lease if it is a lease
 * change: the application that executed the lease, then every one started on it.
 */
export const transactionsOnLease = (db: Database, lease: Pick<LeaseRow, 'id' | 'transactionId'>) =>
  db
    .select({ transaction: leaseTransactions, change: leaseChanges })
    .from(leaseTransactions)
    .leftJoin(leaseChanges, eq(leaseChanges.transactionId, leaseTransactions.id))
    .where(
      or(
        eq(leaseTransactions.leaseId, lease.id),
        lease.transactionId === null ? undefined : eq(leaseTransactions.id, lease.transactionId),
      ),
    )
    .orderBy(desc(leaseTransactions.createdAt), desc(leaseTransactions.id));

/**
 * GET /api/lease/{id}/transactions/: everything that happened on the lease, newest first: the application
 * that executed it, its renewals, notices, transfers and changes, for its residents only. Voided documents
 * are left out: they were replaced or withdrawn.
 */
export async function listLeaseTransactions(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<ResidentLeaseTransactionList> {
  const { db } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  const rows = await transactionsOnLease(db, lease);
  const ids = rows.map((row) => row.transaction.id);
  const [documents, mine, onIt] = ids.length
    ? await Promise.all([
        db
          .select({
            id: leaseDocuments.id,
            name: leaseDocuments.name,
            status: leaseDocuments.status,
            transactionId: leaseDocuments.transactionId,
          })
          .from(leaseDocuments)
          .where(inArray(leaseDocuments.transactionId, ids))
          .orderBy(asc(leaseDocuments.id)),
        db
          .select({ documentId: documentSigners.documentId, signedAt: documentSigners.signedAt })
          .from(documentSigners)
          .where(eq(documentSigners.userId, session.userId)),
        db
          .select({ transactionId: applicants.leaseTransactionId })
          .from(applicants)
          .where(and(inArray(applicants.leaseTransactionId, ids), eq(applicants.userId, session.userId))),
      ])
    : [[], [], []];
  return {
    results: rows.map(({ transaction, change }) => {
      const own = documents.filter(
        (document) => document.transactionId === transaction.id && document.status !== 'voided',
      );
      return {
        id: transaction.id,
        type: transaction.type,
        type_label: transactionTypeLabel(transaction.type) ?? String(transaction.type),
        status: transaction.status,
        status_label: applicationStatusLabel(transaction.status) ?? String(transaction.status),
        created_at: transaction.createdAt.toISOString(),
        change: change?.details.description ?? null,
        documents: own.map(({ id, name, status }) => ({ id, name, status })),
        is_pending_signature: own.some(
          (document) =>
            document.status === 'sent' &&
            mine.some((signer) => signer.documentId === document.id && signer.signedAt === null),
        ),
        is_participant: onIt.some((row) => row.transactionId === transaction.id),
      };
    }),
  };
}
