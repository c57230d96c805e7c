import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { NoticeDecision, NoticeToVacate } from '@portal/domain/schemas/vacate';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
import { vacateNotices } from '../../db/schema/vacate-notices.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { closeNotice } from '../leases/notice-changes.js';
import { describeNotice } from '../leases/notice-to-vacate.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { SEAL_DOCUMENT_TOPIC } from '../signing/seal-document-job.js';
import { staffTransaction } from './application-file.js';

async function staffNotice(context: AppContext, session: SignedInSession, transactionId: number) {
  const { transaction } = await staffTransaction(context, session, transactionId);
  if (transaction.type !== TransactionType.NoticeToVacate) throw notFound('not_a_notice');
  const [notice] = await context.db
    .select()
    .from(vacateNotices)
    .where(eq(vacateNotices.transactionId, transaction.id));
  if (!notice) throw notFound('not_a_notice');
  return { notice, transaction };
}

/** GET /api/staff/applications/{id}/notice-to-vacate/: what a notice says, for the leasing team. */
export async function readStaffNotice(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
): Promise<NoticeToVacate> {
  const { notice, transaction } = await staffNotice(context, session, transactionId);
  return describeNotice(context.db, notice, transaction);
}

/**
 * POST /api/staff/applications/{id}/notice-to-vacate/decision/: the leasing team accepts a notice (its
 * signed document countersigned for the landlord and sealed) or declines it with a reason (the lease is
 * back as it was). One database transaction, audited.
 */
export async function decideNotice(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  decision: NoticeDecision,
  client: { ip: string; userAgent: string | null },
): Promise<NoticeToVacate> {
  const { db, clock } = context;
  const row = await staffNotice(context, session, transactionId);
  const [staff] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!staff) throw notFound('not_a_notice');
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [locked] = await tx
      .select()
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, row.transaction.id))
      .for('update');
    if (locked?.status !== ApplicationStatus.Submitted) throw new AppError('Conflict', 'notice_decided');
    let transaction = locked;
    if (decision.decision === 'decline') {
      transaction = await closeNotice(tx, row, ApplicationStatus.Denied, session.userId, now);
    } else {
      const described = await describeNotice(tx, row.notice, locked);
      if (!described.is_signed) throw new AppError('Conflict', 'notice_not_signed');
      const executed = await tx
        .update(leaseDocuments)
        .set({
          status: 'executed',
          countersignedByUserId: staff.id,
          countersignerName: `${staff.firstName} ${staff.lastName}`,
          countersignerEmail: staff.email,
          countersignIp: client.ip,
          countersignUserAgent: client.userAgent,
          countersignedAt: now,
        })
        .where(and(eq(leaseDocuments.transactionId, locked.id), eq(leaseDocuments.status, 'sent')))
        .returning({ id: leaseDocuments.id });
      for (const document of executed) {
        await enqueueOutboxMessage(tx, clock, SEAL_DOCUMENT_TOPIC, { document_id: document.id });
      }
      const [accepted] = await tx
        .update(leaseTransactions)
        .set({ status: ApplicationStatus.Approved, updatedAt: now })
        .where(eq(leaseTransactions.id, locked.id))
        .returning();
      if (!accepted) throw new Error('The notice was not updated');
      await tx.insert(transactionEvents).values({
        leaseTransactionId: locked.id,
        applicantId: null,
        event: TransactionStep.Approved,
        createdAt: now,
      });
      transaction = accepted;
    }
    const [notice] = await tx
      .update(vacateNotices)
      .set({
        decidedByUserId: session.userId,
        decidedAt: now,
        declineReason: decision.decision === 'decline' ? decision.reason : null,
      })
      .where(eq(vacateNotices.id, row.notice.id))
      .returning();
    if (!notice) throw new Error('The notice was not updated');
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: locked.id,
      action: decision.decision === 'accept' ? 'notice_to_vacate.accepted' : 'notice_to_vacate.declined',
      details: {
        lease_id: notice.leaseId,
        ...(decision.decision === 'decline' ? { reason: decision.reason } : {}),
      },
      createdAt: now,
    });
    return describeNotice(tx, notice, transaction);
  });
}
