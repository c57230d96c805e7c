import type { Passthrough, PassthroughRequest } from '@portal/domain/schemas/visit';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import type { TransactionAccess } from './transaction-access.js';

/** The audit action the leasing team reads the link an applicant came by under (decision 0027). */
export const ATTRIBUTION_ACTION = 'application.attribution';

type AttributionDetails = Omit<Passthrough, 'recorded_at'>;

const answerOf = (details: AttributionDetails, at: Date): Passthrough => ({
  ...details,
  recorded_at: at.toISOString(),
});

/**
 * POST /api/transaction/{id}/passthrough/: keeps the link the caller came by (its marketing parameters and
 * the unit it named) with the application, where the leasing team reads it in the audit log. The first
 * link counts: a later one answers what was recorded, unchanged (`created: false`).
 */
export async function recordPassthrough(
  context: AppContext,
  session: AuthenticatedSession,
  access: TransactionAccess,
  body: PassthroughRequest,
): Promise<{ created: boolean; passthrough: Passthrough }> {
  const [earlier] = await context.db
    .select({ details: auditLog.details, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.transactionId, access.transaction.id),
        eq(auditLog.subjectUserId, session.userId),
        eq(auditLog.action, ATTRIBUTION_ACTION),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  if (earlier)
    return { created: false, passthrough: answerOf(earlier.details as AttributionDetails, earlier.at) };

  const details: AttributionDetails = {
    source: body.source ?? null,
    medium: body.medium ?? null,
    campaign: body.campaign ?? null,
    unit_number: body.unit_number ?? null,
  };
  const now = context.clock.now();
  await context.db.insert(auditLog).values({
    actorUserId: session.impersonatorUserId ?? session.userId,
    subjectUserId: session.userId,
    transactionId: access.transaction.id,
    communityId: access.transaction.communityId,
    action: ATTRIBUTION_ACTION,
    details,
    createdAt: now,
  });
  return { created: true, passthrough: answerOf(details, now) };
}
