import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentLineItems, payments, refunds } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage, type OutboxHandler } from '../../outbox/outbox-message.js';
import type { PaymentProcessor } from '../../providers/payments/payment-processor.js';
import { SCREENING_FEE_REFUND_RECEIPT_TOPIC } from './screening-fee-refund-mail.js';
import { refundKeyOf } from './screening-fee-refund-records.js';

/**
 * Refunds one screening fee line through the payment processor and writes it into the ledger, then has
 * its receipt e-mailed. At most once per line, on any number of instances: the outbox gives a message to
 * one worker at a time; the processor's idempotency key (the line's) answers a repeat with the first
 * refund; the ledger's unique processor reference records that refund once, and only the worker that
 * recorded it sends the receipt. A line refunded already is not sent to the processor again.
 */
export function screeningFeeRefundHandler({
  db,
  clock,
  payments: processor,
}: {
  db: Database;
  clock: Clock;
  payments: PaymentProcessor;
}): OutboxHandler {
  return async (payload) => {
    const lineId = Number(payload.payment_line_item_id);
    const key = refundKeyOf(lineId);
    const [done] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.reason, key));
    if (done) return;
    const [found] = await db
      .select({ line: paymentLineItems, payment: payments })
      .from(paymentLineItems)
      .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
      .where(eq(paymentLineItems.id, lineId));
    if (!found) throw new Error(`No payment line ${lineId} to refund`);
    const { line, payment } = found;
    const { reference } = await processor.refundCharge({
      chargeReference: payment.processorReference,
      amountCents: line.amountCents,
      idempotencyKey: key,
      reason: 'screening_fee_not_chosen',
    });
    await db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          amountCents: line.amountCents,
          processorReference: reference,
          reason: key,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: refunds.processorReference })
        .returning({ id: refunds.id });
      if (!recorded) return;
      await enqueueOutboxMessage(tx, clock, SCREENING_FEE_REFUND_RECEIPT_TOPIC, {
        refund_id: recorded.id,
        due_on: String(payload.due_on),
        // Messages owed before the 30-day round carry no cause: another application was selected.
        cause: payload.cause ?? 'another_selected',
      });
    });
  };
}
