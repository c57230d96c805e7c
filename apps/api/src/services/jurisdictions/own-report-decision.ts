import type { OwnReport, OwnReportDecision } from '@portal/domain/schemas/own-screening-report';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { ownScreeningReports } from '../../db/schema/jurisdictions.js';
import { notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { presentOwnReport } from './own-reports.js';

/**
 * POST /api/staff/applications/{id}/own-screening-reports/{personId}/decision/: staff of the company accept
 * an applicant's own screening report, or find it not acceptable with a reason the applicant reads; then
 * the screening fee is due again. A decision may be changed. One transaction with its audit row.
 */
export async function decideOwnReport(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  applicantId: number,
  decision: OwnReportDecision,
): Promise<OwnReport> {
  const { transaction } = await staffTransaction(context, session, transactionId);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const where = and(
      eq(ownScreeningReports.transactionId, transaction.id),
      eq(ownScreeningReports.applicantId, applicantId),
    );
    const [before] = await tx.select().from(ownScreeningReports).where(where).for('update');
    if (!before) throw notFound('own_report_not_found');
    const [after] = await tx
      .update(ownScreeningReports)
      .set({
        status: decision.decision,
        notAcceptableReason: decision.decision === 'not_acceptable' ? decision.reason : null,
        decidedByUserId: session.userId,
        decidedAt: now,
      })
      .where(eq(ownScreeningReports.id, before.id))
      .returning();
    if (!after) throw notFound('own_report_not_found');
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'own_screening_report.decided',
      before: presentOwnReport(before),
      after: presentOwnReport(after),
      createdAt: now,
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
    return after;
  });
  return presentOwnReport(row);
}
