import type { Lease } from '@portal/domain/schemas/lease';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { leaseDocumentFileUrl } from '../signing/document-urls.js';
import { describeLeases } from './describe-leases.js';
import { accessLease } from './lease-access.js';

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
  const [described] = await describeLeases(context, [lease]);
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
  const [document] =
    lease.transactionId === null
      ? []
      : await context.db
          .select({ id: leaseDocuments.id, sealedFileKey: leaseDocuments.sealedFileKey })
          .from(leaseDocuments)
          .where(
            and(
              eq(leaseDocuments.id, documentId),
              eq(leaseDocuments.transactionId, lease.transactionId),
              eq(leaseDocuments.status, 'executed'),
            ),
          );
  // Only the sealed copy is the lease's document; an unsealed one is not listed on the lease yet.
  if (!document?.sealedFileKey) throw notFound('We could not find that document.');
  return { url: leaseDocumentFileUrl(context, document.id, context.clock.now()) };
}
