import type { ScreeningFeeRefund } from '@portal/domain/schemas/staff-application-file';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { refunds } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/** The audit action that records a refund owed and the day it is due by (decision 0054). */
export const REFUND_SCHEDULED_ACTION = 'screening_fee_refund.scheduled';

const REASON_PREFIX = 'screening_fee_not_chosen:';
/**
 * The refund's `reason` and the processor's idempotency key for one screening fee line: one line is refunded
 * once, whichever instance asks and however often.
 */
export const refundKeyOf = (paymentLineItemId: number) => `${REASON_PREFIX}${paymentLineItemId}`;
/** Whether a refund row is a screening fee's given back to an applicant not chosen. */
export const isScreeningFeeRefund = like(refunds.reason, `${REASON_PREFIX}%`);

/**
 * Why a fee is owed back: another application was selected for the unit, or the days after the
 * application ran out with nobody selected.
 */
export type RefundCause = 'another_selected' | 'no_selection_in_time';

/** What the audit row of a scheduled refund holds. */
export interface ScheduledRefundDetails {
  payment_line_item_id: number;
  payment_id: number;
  user_id: number;
  amount_cents: number;
  due_on: string;
  /** Null when the refund is owed because nobody was selected in time. */
  selected_transaction_id: number | null;
  cite: string;
}

export const refundCauseOf = (
  details: Pick<ScheduledRefundDetails, 'selected_transaction_id'>,
): RefundCause => (details.selected_transaction_id === null ? 'no_selection_in_time' : 'another_selected');

/** A screening fee refund of an application, as staff and the applicant see it. */
export interface ScreeningFeeRefundState {
  payment_line_item_id: number;
  user_id: number;
  amount_cents: number;
  cause: RefundCause;
  due_on: string;
  refunded_at: string | null;
}

/** The screening fee refunds owed on these applications, each with the moment it was made, if it was. */
export async function screeningFeeRefundsOf(
  db: Database | DatabaseTransaction,
  transactionIds: number[],
): Promise<ScreeningFeeRefundState[]> {
  if (transactionIds.length === 0) return [];
  const scheduled = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(inArray(auditLog.transactionId, transactionIds), eq(auditLog.action, REFUND_SCHEDULED_ACTION)))
    .orderBy(auditLog.id);
  const owed = scheduled.map((row) => row.details as unknown as ScheduledRefundDetails);
  if (owed.length === 0) return [];
  const made = await db
    .select({ reason: refunds.reason, createdAt: refunds.createdAt })
    .from(refunds)
    .where(
      inArray(
        refunds.reason,
        owed.map((refund) => refundKeyOf(refund.payment_line_item_id)),
      ),
    );
  return owed.map((refund) => ({
    payment_line_item_id: refund.payment_line_item_id,
    user_id: refund.user_id,
    amount_cents: refund.amount_cents,
    cause: refundCauseOf(refund),
    due_on: refund.due_on,
    refunded_at:
      made.find((row) => row.reason === refundKeyOf(refund.payment_line_item_id))?.createdAt.toISOString() ??
      null,
  }));
}

/**
 * An application's screening fee refunds as the staff file shows them, or as the applicant's page does:
 * only those of the fees `payerUserId` paid.
 */
export async function presentScreeningFeeRefunds(
  db: Database | DatabaseTransaction,
  transactionId: number,
  payerUserId?: number,
): Promise<ScreeningFeeRefund[]> {
  const owed = (await screeningFeeRefundsOf(db, [transactionId])).filter(
    (refund) => payerUserId === undefined || refund.user_id === payerUserId,
  );
  if (owed.length === 0) return [];
  const payers = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      inArray(
        users.id,
        owed.map((refund) => refund.user_id),
      ),
    );
  return owed.map((refund) => {
    const payer = payers.find((user) => user.id === refund.user_id);
    return {
      payer_name: payer ? `${payer.firstName} ${payer.lastName}` : '',
      amount_cents: refund.amount_cents,
      cause: refund.cause,
      due_on: refund.due_on,
      refunded_at: refund.refunded_at,
    };
  });
}
