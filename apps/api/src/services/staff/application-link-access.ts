import type { ApplicationLinkAccess } from '@portal/domain/schemas/staff-application-file';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from './application-file.js';

/**
 * PUT /api/staff/applications/{id}/people/{applicantId}/application-link/: takes a person's access to the
 * application away, or gives it back (spec: has_access_to_application_link). Without it their every call
 * about the application answers 404 and their pages show the unavailable page. One transaction, audited.
 */
export async function setApplicationLinkAccess(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  applicantId: number,
  { has_access_to_application_link: hasAccess }: ApplicationLinkAccess,
): Promise<ApplicationLinkAccess & { applicant_id: number }> {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applicants)
      .set({ hasAccessToApplicationLink: hasAccess })
      .where(and(eq(applicants.id, applicantId), eq(applicants.leaseTransactionId, transaction.id)))
      .returning({ id: applicants.id });
    if (!changed) throw notFound('person_not_found');
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: hasAccess ? 'application_link.restored' : 'application_link.revoked',
      details: { applicant_id: applicantId },
      createdAt: clock.now(),
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
  });
  return { applicant_id: applicantId, has_access_to_application_link: hasAccess };
}
