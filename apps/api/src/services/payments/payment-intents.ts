import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type IntendedLineItem, paymentIntents } from '../../db/schema/payments.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ProcessorIntent } from '../../providers/payments/payment-processor.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { paidByCategory } from './ledger.js';
import {
  describePaymentMethod,
  type PaymentMethodView,
  processorCustomerFor,
  saveProcessorMethod,
} from './payment-methods.js';
import { loadDueAtApplication } from './payment-options.js';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export interface IntentView {
  id: string;
  client_secret: string;
  status: ProcessorIntent['status'];
  amount: number | null;
}

export const describeIntent = (intent: ProcessorIntent): IntentView => ({
  id: intent.reference,
  client_secret: intent.clientSecret,
  status: intent.status,
  amount: intent.amountCents,
});

/**
 * What the caller owes now, fee by fee, less what the ledger says they already paid for each: always the
 * server's own computation from the breakdown engine, whatever the browser sends.
 */
export async function lineItemsDueNow(
  context: AppContext,
  access: TransactionAccess,
): Promise<IntendedLineItem[]> {
  const due = await loadDueAtApplication(context, access);
  const paid = await paidByCategory(context.db, {
    transactionId: access.transaction.id,
    applicantId: access.applicant.id,
  });
  return due.items.flatMap((item) => {
    const credit = Math.min(item.amount, paid.get(item.category) ?? 0);
    paid.set(item.category, (paid.get(item.category) ?? 0) - credit);
    const amount = item.amount - credit;
    return amount > 0
      ? [
          {
            name: item.name,
            category: item.category,
            amount,
            applicantId: access.applicant.id,
            inviteeId: null,
          },
        ]
      : [];
  });
}

export const amountOf = (lines: readonly IntendedLineItem[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** POST …/payments/intents/setup/: starts saving a card; the processor's form finishes it in the browser. */
export async function startSetup(context: AppContext, access: TransactionAccess, userId: number) {
  const customer = await processorCustomerFor(context, userId);
  const intent = await context.payments.createSetupIntent(customer);
  const now = context.clock.now();
  await context.db.insert(paymentIntents).values({
    transactionId: access.transaction.id,
    applicantId: access.applicant.id,
    userId,
    kind: 'setup',
    processor: context.payments.name,
    processorReference: intent.reference,
    status: intent.status,
    createdAt: now,
    updatedAt: now,
  });
  const frame = context.payments.browser.cardFrameUrl;
  return {
    intent: describeIntent(intent),
    processor: context.payments.name,
    publishable_key: context.payments.browser.publishableKey,
    card_frame_url: frame
      ? `${frame}?intent=${encodeURIComponent(intent.reference)}#${encodeURIComponent(intent.clientSecret)}`
      : null,
  };
}

/** The caller's own intent by the processor's id; anybody else's is a 404. */
export async function ownIntent(
  { db }: AppContext,
  where: { transactionId: number; userId: number; reference: string; kind: 'setup' | 'payment' },
): Promise<PaymentIntentRow> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.processorReference, where.reference),
        eq(paymentIntents.transactionId, where.transactionId),
        eq(paymentIntents.userId, where.userId),
        eq(paymentIntents.kind, where.kind),
      ),
    );
  if (!row) throw notFound('intent_not_found');
  return row;
}

/** POST …/payments/intents/confirm/: once the processor holds the card, keeps it as a saved method. */
export async function confirmSetup(
  context: AppContext,
  access: TransactionAccess,
  userId: number,
  reference: string,
): Promise<PaymentMethodView> {
  const row = await ownIntent(context, {
    transactionId: access.transaction.id,
    userId,
    reference,
    kind: 'setup',
  });
  const intent = await context.payments.retrieveIntent(row.processorReference);
  if (intent.status !== 'succeeded' || !intent.paymentMethod) {
    throw new AppError('ValidationError', 'card_not_saved', { intent_id: ['card_not_saved'] });
  }
  const method = await saveProcessorMethod(context, userId, intent.paymentMethod);
  await context.db
    .update(paymentIntents)
    .set({ status: 'succeeded', paymentMethodId: method.id, updatedAt: context.clock.now() })
    .where(eq(paymentIntents.id, row.id));
  return describePaymentMethod(method, access.transaction.id);
}

/**
 * Whether an intent still pays for exactly these line items: a fee paid, returned or changed since the
 * intent was made changes what is due, and the payer must see the new amount before it is charged.
 */
export const paysFor = (row: PaymentIntentRow, lines: readonly IntendedLineItem[]): boolean => {
  const intended = row.lineItems ?? [];
  return (
    intended.length === lines.length &&
    intended.every((line, index) => {
      const due = lines[index];
      return (
        due !== undefined &&
        line.name === due.name &&
        line.category === due.category &&
        line.amount === due.amount &&
        line.applicantId === due.applicantId
      );
    })
  );
};

/** At the processor, an intent nobody has started to charge yet: it may still be handed to the browser. */
const unstarted = new Set<ProcessorIntent['status']>(['requires_payment_method', 'requires_confirmation']);

/**
 * POST …/payments/intents/create/: the payment the caller is about to make, for exactly what they owe now.
 * Their open intent for the same line items is answered again, so reloading the page prepares no new one.
 */
export async function preparePayment(
  context: AppContext,
  access: TransactionAccess,
  userId: number,
): Promise<{ row: PaymentIntentRow; intent: ProcessorIntent }> {
  const lines = await lineItemsDueNow(context, access);
  const amount = amountOf(lines);
  if (amount <= 0) throw new AppError('Conflict', 'nothing_due');
  const open = await context.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.transactionId, access.transaction.id),
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.kind, 'payment'),
        eq(paymentIntents.status, 'requires_confirmation'),
        eq(paymentIntents.amountCents, amount),
      ),
    )
    .orderBy(desc(paymentIntents.id));
  const row = open.find((candidate) => paysFor(candidate, lines));
  if (row) {
    const intent = await context.payments.retrieveIntent(row.processorReference);
    if (unstarted.has(intent.status)) return { row, intent };
  }
  return createPaymentIntentFor(context, access, userId, lines);
}

/**
 * A new payment intent at the processor for these line items (what the caller owes now), kept with them:
 * the ledger records exactly these when it is charged.
 */
export async function createPaymentIntentFor(
  context: AppContext,
  access: TransactionAccess,
  userId: number,
  lines: readonly IntendedLineItem[],
): Promise<{ row: PaymentIntentRow; intent: ProcessorIntent }> {
  const amount = amountOf(lines);
  const customer = await processorCustomerFor(context, userId);
  const intent = await context.payments.createPaymentIntent({
    customer,
    amountCents: amount,
    description: `Application ${access.transaction.id}: ${lines.map((line) => line.name).join(', ')}`,
    metadata: { transaction_id: String(access.transaction.id), applicant_id: String(access.applicant.id) },
  });
  const now = context.clock.now();
  const [row] = await context.db
    .insert(paymentIntents)
    .values({
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
      userId,
      kind: 'payment',
      processor: context.payments.name,
      processorReference: intent.reference,
      status: 'requires_confirmation',
      amountCents: amount,
      lineItems: [...lines],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The payment intent was not saved');
  return { row, intent };
}
