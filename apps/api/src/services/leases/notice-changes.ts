import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { todayIn } from '@portal/domain/dates/calendar-date';
import {
  earliestMoveOutDate,
  moveOutDateProblem,
  moveOutTooEarlyMessage,
  OTHER_VACATE_REASON,
} from '@portal/domain/leases/notice-to-vacate';
import type { NoticeToVacate, NoticeToVacateRequest } from '@portal/domain/schemas/vacate';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { vacateReasons } from '../../db/schema/communities.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { leases } from '../../db/schema/leases.js';
import { vacateNotices } from '../../db/schema/vacate-notices.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { recordSentDocument } from '../signing/lease-document-writer.js';
import { accessLease, type LeaseRow } from './lease-access.js';
import { openLeaseChangeTransaction } from './lease-change-transaction.js';
import { residentsOf } from './lease-residents.js';
import { writeNoticeDocument } from './notice-document.js';
import { communityOf, describeNotice, latestNotice, noticeDaysOf } from './notice-to-vacate.js';

type NoticeRow = typeof vacateNotices.$inferSelect;
type TransactionRow = typeof leaseTransactions.$inferSelect;

async function assertReasons(db: Database, communityId: number, reasons: readonly string[]) {
  const known = await db
    .select({ label: vacateReasons.label })
    .from(vacateReasons)
    .where(eq(vacateReasons.communityId, communityId));
  const labels = new Set(known.map((row) => row.label));
  if (!reasons.every((reason) => labels.has(reason))) {
    throw new AppError('ValidationError', 'unknown_reason', { reasons: ['unknown_reason'] });
  }
}

/** The notice date rule's refusal, the earliest date allowed written the reader's way; null when it holds. */
function moveOutDateRefusal(moveOutDate: string, today: string, noticeDays: number): Text | null {
  const problem = moveOutDateProblem(moveOutDate, today, noticeDays);
  if (!problem) return null;
  const earliest = earliestMoveOutDate(today, noticeDays) ?? today;
  return problem === moveOutTooEarlyMessage(earliest)
    ? message('move_out_too_early', { date: { date: earliest }, day: earliest })
    : { said: problem };
}

function assertOpenForNotice(status: LeaseRow['status']): void {
  if (status === 'notice_given') throw new AppError('Conflict', 'notice_already_given');
  if (status === 'ended' || status === 'renewed') throw new AppError('Conflict', 'lease_ended');
}

/**
 * POST /api/leases/{id}/notice-to-vacate/: a resident gives notice (the type-40 transaction). Where the
 * community requires it the notice is a document every adult resident signs, sent to each at once;
 * otherwise it is recorded as it stands. The lease is then "notice given". One database transaction.
 */
export async function giveNotice(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
  request: NoticeToVacateRequest,
): Promise<NoticeToVacate> {
  const { db, clock } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  const community = await communityOf(db, lease);
  const today = todayIn(community.timezone, clock.now());
  const refusal = moveOutDateRefusal(request.move_out_date, today, noticeDaysOf(community));
  if (refusal) throw new AppError('ValidationError', refusal, { move_out_date: [refusal] });
  await assertReasons(db, community.id, request.reasons);
  assertOpenForNotice(lease.status);
  const content = {
    moveOutDate: request.move_out_date,
    reasons: request.reasons,
    other: request.reasons.includes(OTHER_VACATE_REASON) ? (request.other ?? null) : null,
    forwardingAddress: {
      ...request.forwarding_address,
      address_line_2: request.forwarding_address.address_line_2 ?? null,
    },
  };
  const residents = await residentsOf(db, lease.id);
  const document = community.settings.require_resident_signature_for_ntv
    ? await writeNoticeDocument(context, lease, residents, content)
    : null;
  try {
    return await db.transaction(async (tx) => {
      // The row lock makes two residents giving notice at once give one notice, not two.
      const [locked] = await tx.select().from(leases).where(eq(leases.id, lease.id)).for('update');
      assertOpenForNotice(locked?.status ?? 'ended');
      const now = clock.now();
      const { transaction, people } = await openLeaseChangeTransaction(
        tx,
        lease,
        residents,
        { type: TransactionType.NoticeToVacate, status: ApplicationStatus.Submitted },
        now,
      );
      const [notice] = await tx
        .insert(vacateNotices)
        .values({
          transactionId: transaction.id,
          leaseId: lease.id,
          ...content,
          leaseStatusBefore: lease.status,
          givenByUserId: session.userId,
          createdAt: now,
        })
        .returning();
      if (!notice) throw new Error('The notice was not stored');
      if (document) {
        await recordSentDocument(
          tx,
          context,
          transaction.id,
          { ...document, plan: { ...document.plan, signers: people } },
          session.userId,
        );
      }
      await tx.update(leases).set({ status: 'notice_given' }).where(eq(leases.id, lease.id));
      await tx.insert(auditLog).values({
        actorUserId: session.impersonatorUserId ?? session.userId,
        subjectUserId: session.userId,
        transactionId: transaction.id,
        action: 'notice_to_vacate.given',
        details: { lease_id: lease.id, move_out_date: content.moveOutDate, signature_required: !!document },
        createdAt: now,
      });
      return describeNotice(tx, notice, transaction);
    });
  } catch (error) {
    if (document) await context.fileStore.remove(document.key);
    throw error;
  }
}

/**
 * Ends a notice that is still open (withdrawn by a resident, declined by staff): the transaction takes
 * `status`, its document is voided, and the lease is back where it was before the notice.
 */
export async function closeNotice(
  tx: DatabaseTransaction,
  row: { notice: NoticeRow; transaction: TransactionRow },
  status: typeof ApplicationStatus.Cancelled | typeof ApplicationStatus.Denied,
  actorUserId: number,
  now: Date,
): Promise<TransactionRow> {
  const [closed] = await tx
    .update(leaseTransactions)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(leaseTransactions.id, row.transaction.id),
        eq(leaseTransactions.status, ApplicationStatus.Submitted),
      ),
    )
    .returning();
  if (!closed) throw new AppError('Conflict', 'cannot_withdraw');
  await tx.insert(transactionEvents).values({
    leaseTransactionId: closed.id,
    applicantId: null,
    event: status === ApplicationStatus.Cancelled ? TransactionStep.Canceled : TransactionStep.Denied,
    createdAt: now,
  });
  await tx
    .update(leaseDocuments)
    .set({ status: 'voided', voidedAt: now, voidedByUserId: actorUserId })
    .where(and(eq(leaseDocuments.transactionId, closed.id), eq(leaseDocuments.status, 'sent')));
  await tx
    .update(leases)
    .set({ status: row.notice.leaseStatusBefore as LeaseRow['status'] })
    .where(and(eq(leases.id, row.notice.leaseId), eq(leases.status, 'notice_given')));
  return closed;
}

/** DELETE /api/leases/{id}/notice-to-vacate/: a resident withdraws the notice until staff accept it. */
export async function withdrawNotice(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<NoticeToVacate> {
  const { db, clock } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  const row = await latestNotice(db, lease.id);
  if (!row) throw notFound('no_notice');
  return db.transaction(async (tx) => {
    const now = clock.now();
    const closed = await closeNotice(tx, row, ApplicationStatus.Cancelled, session.userId, now);
    await tx.insert(auditLog).values({
      actorUserId: session.impersonatorUserId ?? session.userId,
      subjectUserId: session.userId,
      transactionId: closed.id,
      action: 'notice_to_vacate.withdrawn',
      details: { lease_id: lease.id },
      createdAt: now,
    });
    return describeNotice(tx, row.notice, closed);
  });
}
