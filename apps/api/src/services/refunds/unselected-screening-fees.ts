import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { ScreeningFeeRefundRule } from '@portal/domain/jurisdictions/jurisdiction-profile';
import { screeningFeeRefundDue } from '@portal/domain/jurisdictions/screening-fee-refund';
import { and, asc, eq, gt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { paymentLineItems, payments } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import {
  REFUND_SCHEDULED_ACTION,
  refundCauseOf,
  type ScheduledRefundDetails,
  screeningFeeRefundsOf,
} from './screening-fee-refund-records.js';

export const SCREENING_FEE_REFUND_TOPIC = 'payment.screening_fee_refund';

/**
 * An application is selected once staff approve it, even conditionally, whatever happens to it after (a
 * household that withdraws after its approval was chosen); the statuses cover applications made selected
 * without a decision row (renewals, imported data). Every other application, still hoping, denied or
 * withdrawn, is one "not selected" (decision 0058).
 */
const notSelected = and(
  notInArray(leaseTransactions.status, [
    ApplicationStatus.Approved,
    ApplicationStatus.ConditionallyApproved,
    ApplicationStatus.Completed,
  ]),
  sql`not exists (select 1 from ${applicationDecisions}
    where ${applicationDecisions.transactionId} = ${leaseTransactions.id}
      and ${applicationDecisions.decision} in ('approve', 'conditionally_approve'))`,
);

/** A screening fee line of a payment that stands (a payment the bank sent back paid nothing to give back). */
const paidScreeningFee = and(
  eq(payments.status, 'succeeded'),
  eq(paymentLineItems.category, FeeCategory.ApplicationFees),
  gt(paymentLineItems.amountCents, 0),
);

/** The line has no refund owed yet. */
export const notYetOwed = sql`not exists (select 1 from ${auditLog}
  where ${auditLog.transactionId} = ${payments.transactionId}
    and ${auditLog.action} = ${REFUND_SCHEDULED_ACTION}
    and (${auditLog.details} ->> 'payment_line_item_id')::integer = ${paymentLineItems.id})`;

/**
 * When the application the fee was paid for was received, at the earliest: the day it was started (the
 * strictest reading, decision 0054), or, for a fee paid after one of the application's fees was owed back
 * (the household moved to another unit, or paid again after the 30 days), the day it was paid: that fee
 * is for an application made again, and counting from the first day would give it back as soon as paid.
 */
export const receivedAt = sql`case when exists (select 1 from ${auditLog}
    where ${auditLog.transactionId} = ${leaseTransactions.id}
      and ${auditLog.action} = ${REFUND_SCHEDULED_ACTION}
      and ${auditLog.createdAt} < ${payments.createdAt})
  then ${payments.createdAt} else ${leaseTransactions.createdAt} end`.mapWith(leaseTransactions.createdAt);

/** What a query of screening fee lines selects: `payment_line_items` joined to payments and applications. */
const feeColumns = {
  lineId: paymentLineItems.id,
  amountCents: paymentLineItems.amountCents,
  paymentId: payments.id,
  payerUserId: payments.userId,
  transactionId: payments.transactionId,
  receivedAt,
};
/**
 * The paid screening fee lines of applications not selected that also meet `where`, oldest line first,
 * for the caller to bound and lock (`.limit`, `.for`).
 */
export function unselectedScreeningFees(tx: DatabaseTransaction, ...where: SQL[]) {
  return tx
    .select(feeColumns)
    .from(paymentLineItems)
    .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, payments.transactionId))
    .where(and(notSelected, paidScreeningFee, ...where))
    .orderBy(asc(paymentLineItems.id));
}

export type UnselectedFee = {
  lineId: number;
  amountCents: number;
  paymentId: number;
  payerUserId: number;
  transactionId: number;
  receivedAt: Date;
};

export interface OwedRefunds {
  rule: ScreeningFeeRefundRule;
  timezone: string;
  /** Lines this transaction holds locked (FOR UPDATE), so no other one owes them at the same time. */
  fees: UnselectedFee[];
  /** The application selected for the unit; null when the refund is owed because nobody was in time. */
  selectedTransactionId: number | null;
  /** Staff who selected; null for the background round. */
  actorUserId: number | null;
  now: Date;
}

/**
 * Owes each fee its refund: an audit row with the day it is due by, and an outbox message that makes it
 * at once (decision 0054). A line owed already is left alone: this runs after the lines are locked, so
 * its read sees whatever another transaction owed and committed before releasing them.
 */
export async function oweScreeningFeeRefunds(
  tx: DatabaseTransaction,
  clock: Clock,
  owed: OwedRefunds,
): Promise<number> {
  if (owed.fees.length === 0) return 0;
  const already = new Set(
    (await screeningFeeRefundsOf(tx, [...new Set(owed.fees.map((fee) => fee.transactionId))])).map(
      (refund) => refund.payment_line_item_id,
    ),
  );
  const selectedOn = owed.selectedTransactionId === null ? undefined : todayIn(owed.timezone, owed.now);
  const cause = refundCauseOf({ selected_transaction_id: owed.selectedTransactionId });
  let count = 0;
  for (const fee of owed.fees) {
    if (already.has(fee.lineId)) continue;
    const details: ScheduledRefundDetails = {
      payment_line_item_id: fee.lineId,
      payment_id: fee.paymentId,
      user_id: fee.payerUserId,
      amount_cents: fee.amountCents,
      due_on: screeningFeeRefundDue(owed.rule, {
        selectedOn,
        receivedOn: todayIn(owed.timezone, fee.receivedAt),
      }),
      selected_transaction_id: owed.selectedTransactionId,
      cite: owed.rule.citation.cite,
    };
    await tx.insert(auditLog).values({
      actorUserId: owed.actorUserId,
      subjectUserId: fee.payerUserId,
      transactionId: fee.transactionId,
      action: REFUND_SCHEDULED_ACTION,
      details: { ...details },
      createdAt: owed.now,
    });
    await enqueueOutboxMessage(tx, clock, SCREENING_FEE_REFUND_TOPIC, {
      payment_line_item_id: fee.lineId,
      due_on: details.due_on,
      cause,
    });
    count += 1;
  }
  return count;
}
