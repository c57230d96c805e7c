import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { screeningFeeRefundDue } from '@portal/domain/jurisdictions/screening-fee-refund';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { paymentLineItems, payments } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import {
  REFUND_SCHEDULED_ACTION,
  type ScheduledRefundDetails,
  screeningFeeRefundsOf,
} from './screening-fee-refund-records.js';

export const SCREENING_FEE_REFUND_TOPIC = 'payment.screening_fee_refund';

export interface Selection {
  /** The application approved for the unit. */
  selectedTransactionId: number;
  /** The other applications for the unit, now not chosen. */
  notChosenTransactionIds: number[];
  actorUserId: number;
  now: Date;
}

/**
 * Where the law of the community's place refunds the screening fee of applicants not chosen (California),
 * owes each paid screening fee of the applications not chosen its refund: an audit row with the day it is
 * due by, and an outbox message that makes it at once (decision 0054). Inside the approval's transaction,
 * so the refunds are owed exactly when the selection is made. Elsewhere (Texas) it does nothing.
 */
export async function scheduleScreeningFeeRefunds(
  tx: DatabaseTransaction,
  clock: Clock,
  selection: Selection,
): Promise<void> {
  if (selection.notChosenTransactionIds.length === 0) return;
  const [community] = await tx
    .select({
      id: communities.id,
      normalizedStreetAddress: communities.normalizedStreetAddress,
      timezone: communities.timezone,
    })
    .from(communities)
    .innerJoin(leaseTransactions, eq(leaseTransactions.communityId, communities.id))
    .where(eq(leaseTransactions.id, selection.selectedTransactionId));
  if (!community) return;
  const rule = (await lawsOfCommunity(tx, community)).rules.screeningFeeRefund;
  if (!rule) return;

  const fees = await tx
    .select({ line: paymentLineItems, payment: payments, receivedAt: leaseTransactions.createdAt })
    .from(paymentLineItems)
    .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, payments.transactionId))
    .where(
      and(
        inArray(payments.transactionId, selection.notChosenTransactionIds),
        // A payment the bank sent back paid nothing: there is nothing to give back.
        eq(payments.status, 'succeeded'),
        eq(paymentLineItems.category, FeeCategory.ApplicationFees),
      ),
    )
    .orderBy(paymentLineItems.id);
  // A fee owed its refund already (the household moved to this unit from one let to another) stays owed once.
  const owed = new Set(
    (await screeningFeeRefundsOf(tx, selection.notChosenTransactionIds)).map(
      (refund) => refund.payment_line_item_id,
    ),
  );
  const selectedOn = todayIn(community.timezone, selection.now);
  for (const { line, payment, receivedAt } of fees) {
    if (line.amountCents <= 0 || owed.has(line.id)) continue;
    const details: ScheduledRefundDetails = {
      payment_line_item_id: line.id,
      payment_id: payment.id,
      user_id: payment.userId,
      amount_cents: line.amountCents,
      // The application's first day is the earliest it can have been received: the strictest reading.
      due_on: screeningFeeRefundDue(rule, {
        selectedOn,
        receivedOn: todayIn(community.timezone, receivedAt),
      }),
      selected_transaction_id: selection.selectedTransactionId,
      cite: rule.citation.cite,
    };
    await tx.insert(auditLog).values({
      actorUserId: selection.actorUserId,
      subjectUserId: payment.userId,
      transactionId: payment.transactionId,
      action: REFUND_SCHEDULED_ACTION,
      details: { ...details },
      createdAt: selection.now,
    });
    await enqueueOutboxMessage(tx, clock, SCREENING_FEE_REFUND_TOPIC, {
      payment_line_item_id: line.id,
      due_on: details.due_on,
    });
  }
}
