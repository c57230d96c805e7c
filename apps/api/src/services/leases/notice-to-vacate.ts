import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { earliestMoveOutDate } from '@portal/domain/leases/notice-to-vacate';
import type { NoticeToVacate, VacateReasons } from '@portal/domain/schemas/vacate';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities, vacateReasons } from '../../db/schema/communities.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { vacateNotices } from '../../db/schema/vacate-notices.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessLease, type LeaseRow } from './lease-access.js';

type CommunityRow = typeof communities.$inferSelect;
type NoticeRow = typeof vacateNotices.$inferSelect;
type TransactionRow = typeof leaseTransactions.$inferSelect;

const stateOf = (status: number): NoticeToVacate['state'] => {
  if (status === ApplicationStatus.Approved) return 'accepted';
  if (status === ApplicationStatus.Denied) return 'declined';
  if (status === ApplicationStatus.Cancelled) return 'withdrawn';
  return 'given';
};

export async function communityOf(db: Database, lease: LeaseRow): Promise<CommunityRow> {
  const [community] = await db.select().from(communities).where(eq(communities.id, lease.communityId));
  if (!community) throw new Error(`Lease ${lease.id} names a missing community`);
  return community;
}

export function noticeDaysOf(community: CommunityRow): number {
  const days = community.settings.renewals?.notice_to_vacate_days;
  if (days === undefined) throw new AppError('Conflict', 'notices_off');
  return days;
}

/** GET /api/vacate-reasons/?lease_id=: the reasons of the lease's community and its notice period. */
export async function vacateReasonsFor(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<VacateReasons> {
  const lease = await accessLease(context.db, session, leaseId);
  const community = await communityOf(context.db, lease);
  const days = noticeDaysOf(community);
  const results = await context.db
    .select({ id: vacateReasons.id, label: vacateReasons.label })
    .from(vacateReasons)
    .where(eq(vacateReasons.communityId, community.id))
    .orderBy(asc(vacateReasons.position), asc(vacateReasons.id));
  const today = todayIn(community.timezone, context.clock.now());
  return {
    results,
    notice_to_vacate_days: days,
    earliest_move_out_date: earliestMoveOutDate(today, days) ?? today,
  };
}

/** The notice as residents and staff read it. */
export async function describeNotice(
  db: Database | DatabaseTransaction,
  notice: NoticeRow,
  transaction: TransactionRow,
): Promise<NoticeToVacate> {
  const [[document], [signed]] = await Promise.all([
    db
      .select({ id: leaseDocuments.id })
      .from(leaseDocuments)
      .where(
        and(
          eq(leaseDocuments.transactionId, transaction.id),
          eq(leaseDocuments.documentType, 'notice_to_vacate'),
        ),
      )
      .limit(1),
    db
      .select({ id: transactionEvents.id })
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, transaction.id),
          eq(transactionEvents.event, TransactionStep.NoticeToVacateSigned),
        ),
      )
      .limit(1),
  ]);
  return {
    id: transaction.id,
    type: TransactionType.NoticeToVacate,
    status: transaction.status,
    state: stateOf(transaction.status),
    lease_id: notice.leaseId,
    move_out_date: notice.moveOutDate,
    reasons: notice.reasons,
    other: notice.other,
    forwarding_address: notice.forwardingAddress,
    requires_signature: document !== undefined,
    is_signed: document === undefined || signed !== undefined,
    decline_reason: notice.declineReason,
    created_at: notice.createdAt.toISOString(),
  };
}

/** The latest notice given on the lease, with its transaction. */
export async function latestNotice(db: Database | DatabaseTransaction, leaseId: number) {
  const [row] = await db
    .select({ notice: vacateNotices, transaction: leaseTransactions })
    .from(vacateNotices)
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, vacateNotices.transactionId))
    .where(eq(vacateNotices.leaseId, leaseId))
    .orderBy(desc(vacateNotices.id))
    .limit(1);
  return row;
}

/** GET /api/leases/{id}/notice-to-vacate/: the latest notice on the lease, for its residents and staff. */
export async function readNotice(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<NoticeToVacate> {
  const lease = await accessLease(context.db, session, leaseId);
  const row = await latestNotice(context.db, lease.id);
  if (!row) throw notFound('no_notice');
  return describeNotice(context.db, row.notice, row.transaction);
}
