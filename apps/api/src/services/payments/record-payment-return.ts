import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { paymentIntents, paymentReturns, payments } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage, type OutboxHandler } from '../../outbox/outbox-message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { PAYMENT_RETURN_MAIL_TOPIC } from './payment-return-mail.js';

/** A processor's word that the bank sent back a payment it had accepted (an ACH return). */
export interface PaymentReturnNotice {
  processor: string;
  /** The processor's id of the payment intent the returned charge belongs to. */
  intentReference: string;
  /** The ACH return code, such as R01. */
  returnCode: string;
}

/** 'unknown' when the ledger holds no payment for the intent (a charge that never succeeded). */
export type ReturnOutcome = 'recorded' | 'already_recorded' | 'unknown';

/**
 * Records a returned payment in one database transaction: the payment marked returned, its reversal in
 * the ledger (so it no longer counts as paid and is owed again), the whole application held at the
 * outstanding-balance step (200) and the payer's e-mail in the outbox. The applicants' finished steps are
 * kept, so once the balance is paid the hold lifts and everyone is back where they were. The same return
 * delivered twice is recorded once.
 */
export async function recordPaymentReturn(
  { db, clock }: { db: Database; clock: Clock },
  notice: PaymentReturnNotice,
): Promise<ReturnOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
      .where(
        and(
          eq(paymentIntents.processorReference, notice.intentReference),
          eq(payments.processor, notice.processor),
        ),
      );
    if (!found) return 'unknown';
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!payment || payment.status === 'returned') return 'already_recorded';
    const now = clock.now();
    await tx.update(payments).set({ status: 'returned' }).where(eq(payments.id, payment.id));
    const [reversal] = await tx
      .insert(paymentReturns)
      .values({
        paymentId: payment.id,
        transactionId: payment.transactionId,
        amountCents: payment.amountCents,
        returnCode: notice.returnCode,
        createdAt: now,
      })
      .returning({ id: paymentReturns.id });
    await holdForBalance(tx, payment.transactionId, now);
    await enqueueOutboxMessage(tx, clock, PAYMENT_RETURN_MAIL_TOPIC, { payment_return_id: reversal?.id });
    publishAfterCommit(tx, {
      event: 'payment.updated',
      transactionId: payment.transactionId,
      paymentId: payment.id,
      status: 'returned',
    });
    return 'recorded';
  });
}

/** Records the return a processor event (PAYMENT_RETURNED_TOPIC, the sandbox bank's) reports. */
export function paymentReturnedHandler(context: { db: Database; clock: Clock }): OutboxHandler {
  return async (payload) => {
    await recordPaymentReturn(context, {
      processor: String(payload.processor),
      intentReference: String(payload.intent_reference),
      returnCode: String(payload.return_code),
    });
  };
}

const onHold = (transactionId: number) =>
  and(
    eq(transactionEvents.leaseTransactionId, transactionId),
    eq(transactionEvents.event, TransactionStep.OutstandingBalance),
    isNull(transactionEvents.applicantId),
  );

/** The outstanding-balance step, recorded once on the transaction as a whole. */
async function holdForBalance(tx: DatabaseTransaction, transactionId: number, now: Date) {
  const [held] = await tx
    .select({ id: transactionEvents.id })
    .from(transactionEvents)
    .where(onHold(transactionId));
  if (held) return;
  await tx.insert(transactionEvents).values({
    leaseTransactionId: transactionId,
    applicantId: null,
    event: TransactionStep.OutstandingBalance,
    createdAt: now,
  });
}

/**
 * Inside the transaction that records a new payment: the payer's open returns on this application are
 * repaid by it (a payment is always the payer's whole balance), and once no return is open the hold lifts.
 */
export async function settleOpenReturns(
  tx: DatabaseTransaction,
  payment: { id: number; transactionId: number; userId: number },
) {
  const open = await openReturns(tx, payment.transactionId);
  if (open.length === 0) return;
  const own = open.filter((row) => row.payment.userId === payment.userId);
  for (const row of own) {
    await tx
      .update(paymentReturns)
      .set({ repaidByPaymentId: payment.id })
      .where(eq(paymentReturns.id, row.reversal.id));
  }
  if (own.length === open.length) await tx.delete(transactionEvents).where(onHold(payment.transactionId));
}

/** The returns on an application not paid again yet, with the payment and the method each was drawn on. */
export const openReturns = (db: Database | DatabaseTransaction, transactionId: number) =>
  db
    .select({ reversal: paymentReturns, payment: payments, method: paymentMethods })
    .from(paymentReturns)
    .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(and(eq(paymentReturns.transactionId, transactionId), isNull(paymentReturns.repaidByPaymentId)))
    .orderBy(paymentReturns.id);
