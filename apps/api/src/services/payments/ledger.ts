import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { and, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { paymentIntents, paymentLineItems, payments, refunds } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { isScreeningFeeRefund } from '../refunds/screening-fee-refund-records.js';
import { submitWhenHouseholdFinished } from '../transactions/submit-when-household-finished.js';
import { PAYMENT_RECEIPT_TOPIC } from './payment-receipt-mail.js';
import { settleOpenReturns } from './record-payment-return.js';
import { itemizedScreeningFees } from './screening-fee-itemization.js';

/** The fees the Fees & Deposits step collects. */
const applicationStepCategories = [
  FeeCategory.ApplicationFees,
  FeeCategory.HoldingDeposits,
  FeeCategory.TransferFees,
];

/** Net cents paid per fee category for the Fees & Deposits step, for one person or the whole household. */
export async function paidByCategory(
  db: Database,
  where: { transactionId: number; applicantId?: number },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ category: paymentLineItems.category, paid: sum(paymentLineItems.amountCents).mapWith(Number) })
    .from(paymentLineItems)
    .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
    .where(
      and(
        eq(payments.transactionId, where.transactionId),
        // A payment the bank sent back counts as never paid: it is owed again.
        eq(payments.status, 'succeeded'),
        inArray(paymentLineItems.category, applicationStepCategories),
        where.applicantId === undefined ? undefined : eq(paymentLineItems.applicantId, where.applicantId),
      ),
    )
    .groupBy(paymentLineItems.category);
  const paid = new Map(rows.map((row) => [row.category, row.paid]));
  // Application fees are refunded only where the law gives them back to applicants not chosen
  // (California, decision 0054); every other refund is taken from the holding deposit.
  const refunded = await refundedCents(db, where);
  for (const [category, cents] of [
    [FeeCategory.ApplicationFees, refunded.screeningFees],
    [FeeCategory.HoldingDeposits, refunded.others],
  ] as const) {
    if (cents > 0) paid.set(category, Math.max(0, (paid.get(category) ?? 0) - cents));
  }
  return paid;
}

/** What was refunded on the payments, in one read: screening fees given back, and everything else. */
async function refundedCents(db: Database, where: { transactionId: number; applicantId?: number }) {
  const total = (condition: SQL) =>
    sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${condition}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      screeningFees: total(isScreeningFeeRefund),
      // A refund without a reason (`like` on null is null) is not a screening fee's.
      others: total(sql`not coalesce(${isScreeningFeeRefund}, false)`),
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.transactionId, where.transactionId),
        eq(payments.status, 'succeeded'),
        where.applicantId === undefined ? undefined : eq(payments.applicantId, where.applicantId),
      ),
    );
  return { screeningFees: row?.screeningFees ?? 0, others: row?.others ?? 0 };
}

export const totalOf = (paid: Map<number, number>) => [...paid.values()].reduce((a, b) => a + b, 0);

export interface RecordedPayment {
  paymentId: number;
  /** The answer POST /payment gave (or, for a payment found by reconciliation, would have given). */
  answer: PaymentAnswer;
}

/**
 * Writes a charge the processor made into the ledger, in one database transaction: the payment and its
 * line items, the intent settled, the payer's Fees & Deposits step finished (they always pay their whole
 * balance), any payment of theirs the bank returned repaid, the Idempotency-Key's answer (its screening
 * fees itemized where the law asks) and the receipt e-mail in the outbox. Recording the same intent again
 * (the request and the reconciler racing) changes nothing and returns the first record.
 */
export async function recordPayment(
  { db, clock }: { db: Database; clock: Clock },
  intentId: number,
  chargeReference: string,
): Promise<RecordedPayment> {
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId))
      .for('update');
    if (!intent) throw new Error(`No payment intent ${intentId}`);
    const [earlier] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intentId));
    if (earlier) {
      const [key] = intent.idempotencyKeyId
        ? await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, intent.idempotencyKeyId))
        : [];
      return { paymentId: earlier.id, answer: key?.responseBody as PaymentAnswer };
    }
    const now = clock.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        transactionId: intent.transactionId,
        applicantId: intent.applicantId,
        userId: intent.userId,
        paymentIntentId: intent.id,
        paymentMethodId: intent.paymentMethodId,
        processor: intent.processor,
        processorReference: chargeReference,
        amountCents: intent.amountCents ?? 0,
        createdAt: now,
      })
      .returning();
    if (!payment) throw new Error('The payment was not recorded');
    await settleOpenReturns(tx, payment);
    const lines = intent.lineItems ?? [];
    if (lines.length > 0) {
      await tx.insert(paymentLineItems).values(
        lines.map((line) => ({
          paymentId: payment.id,
          name: line.name,
          category: line.category,
          amountCents: line.amount,
          applicantId: line.applicantId,
          inviteeId: line.inviteeId,
        })),
      );
    }
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', updatedAt: now })
      .where(eq(paymentIntents.id, intent.id));
    if (intent.applicantId !== null) {
      const finishedFeesStep = await addStepEvents(tx, intent.transactionId, intent.applicantId, now);
      // On a transfer Fees & Deposits is the last step walked: paying may finish the household's part.
      if (finishedFeesStep) await submitWhenHouseholdFinished(tx, { clock }, intent.transactionId, now);
    }
    const itemized = await itemizedScreeningFees(tx, intent.transactionId, lines);
    const answer: PaymentAnswer = {
      id: payment.id,
      status: 'succeeded',
      amount: payment.amountCents,
      currency: payment.currency,
      line_items: lines.map((line, index) => {
        const itemization = itemized?.parts[index];
        return {
          name: line.name,
          category: line.category,
          amount: line.amount,
          applicant: line.applicantId,
          ...(itemization ? { itemization } : {}),
        };
      }),
      ...(itemized ? { itemized_by_law: itemized.law } : {}),
      payment_method_id: payment.paymentMethodId,
      created_at: now.toISOString(),
    };
    if (intent.idempotencyKeyId !== null) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 201, responseBody: answer })
        .where(eq(idempotencyKeys.id, intent.idempotencyKeyId));
    }
    await enqueueOutboxMessage(tx, clock, PAYMENT_RECEIPT_TOPIC, { payment_id: payment.id });
    publishAfterCommit(tx, {
      event: 'payment.updated',
      transactionId: payment.transactionId,
      paymentId: payment.id,
      status: 'paid',
    });
    return { paymentId: payment.id, answer };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * "Payment process triggered" and the Fees & Deposits step, each recorded once per applicant; true when
 * this payment finished the step.
 */
async function addStepEvents(
  tx: Transaction,
  transactionId: number,
  applicantId: number,
  now: Date,
): Promise<boolean> {
  const steps = [TransactionStep.PaymentProcessTriggered, TransactionStep.FeesDeposits];
  const existing = await tx
    .select({ event: transactionEvents.event })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.applicantId, applicantId),
        inArray(transactionEvents.event, steps),
      ),
    );
  const missing = steps.filter((step) => !existing.some((row) => row.event === step));
  if (missing.length === 0) return false;
  await tx
    .insert(transactionEvents)
    .values(
      missing.map((event) => ({ leaseTransactionId: transactionId, applicantId, event, createdAt: now })),
    );
  return missing.includes(TransactionStep.FeesDeposits);
}
