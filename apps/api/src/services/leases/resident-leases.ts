import type { Lease } from '@portal/domain/schemas/lease';
import { and, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { leaseDocumentFileUrl } from '../signing/document-urls.js';
import { describeLeases } from './describe-leases.js';
import { accessLease, type LeaseRow } from './lease-access.js';

/** GET /api/leases/: the leases the caller lives on in the session's community, latest end first. */
export async function listCallerLeases(
  context: AppContext,
  session: AuthenticatedSession,
): Promise<{ results: Lease[] }> {
  const rows = await context.db
    .select({ lease: leases })
    .from(leaseResidents)
    .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
    .where(and(eq(leaseResidents.userId, session.userId), eq(leases.communityId, session.communityId)))
    .orderBy(desc(leases.endDate), desc(leases.id));
  return {
    results: await describeLeases(
      context,
      rows.map((row) => row.lease),
      session.userId,
    ),
  };
}

/** GET /api/lease/{id}/: one lease, for its residents and their company's staff. */
export async function readLease(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<Lease> {
  const lease = await accessLease(context.db, session, leaseId);
  const [described] = await describeLeases(context, [lease], session.userId);
  if (!described) throw notFound();
  return described;
}

/** GET /api/lease/{id}/document-url/: a five-minute link to one of the lease's sealed documents. */
export async function leaseDocumentUrlFor(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
  documentId: number,
): Promise<{ url: string }> {
  const lease = await accessLease(context.db, session, leaseId, { residentsOnly: true });
  return sealedLeaseDocumentUrl(context, lease, documentId);
}

/**
 * A five-minute link to a sealed document of the lease: of the signing that executed it, or of one of its
 * changes. Only the sealed copy is the lease's document; an unsealed one is not listed on the lease yet.
 */
export async function sealedLeaseDocumentUrl(
  context: AppContext,
  lease: LeaseRow,
  documentId: number,
): Promise<{ url: string }> {
  const [document] = await context.db
    .select({ id: leaseDocuments.id, sealedFileKey: leaseDocuments.sealedFileKey })
    .from(leaseDocuments)
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .where(
      and(
        eq(leaseDocuments.id, documentId),
        eq(leaseDocuments.status, 'executed'),
        or(
          eq(leaseTransactions.leaseId, lease.id),
          lease.transactionId === null ? undefined : eq(leaseTransactions.id, lease.transactionId),
        ),
      ),
    );
  if (!document?.sealedFileKey) throw notFound('document_not_found');
  return { url: leaseDocumentFileUrl(context, document.id, context.clock.now()) };
}
