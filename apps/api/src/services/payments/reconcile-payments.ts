import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ROUND_BATCH_SIZE } from '../../db/in-batches.js';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.js';
import { paymentIntents } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProcessor } from '../../providers/payments/payment-processor.js';
import { recordPayment } from './ledger.js';

/** A charge younger than this may still be in the hands of the request that started it. */
export const RECONCILE_AFTER_SECONDS = 60;

/** Ours is 'processing' while we charge; 'requires_confirmation' if the browser confirmed it (Stripe.js). */
const settleable = new Set(['processing', 'requires_confirmation']);

type Settlement = 'recorded' | 'failed' | 'unchanged';
type ReconcileContext = { db: Database; clock: Clock; payments: PaymentProcessor };
type IntentRow = typeof paymentIntents.$inferSelect;

/**
 * Settles one intent left 'processing' from what the processor says happened: a charge is recorded
 * (exactly once, with its receipt); no charge marks it failed and frees its Idempotency-Key so the payer
 * can simply try again; a charge still under way is left for later.
 */
export async function settleIntent(context: ReconcileContext, intent: IntentRow): Promise<Settlement> {
  if (intent.kind !== 'payment' || !settleable.has(intent.status)) return 'unchanged';
  const atProcessor = await context.payments.retrieveIntent(intent.processorReference);
  if (atProcessor.status === 'succeeded') {
    await recordPayment(context, intent.id, atProcessor.chargeReference ?? atProcessor.reference);
    return 'recorded';
  }
  // Only a charge we started can be known not to have happened; a fresh intent simply waits.
  if (atProcessor.status === 'processing' || intent.status !== 'processing') return 'unchanged';
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id))
      .for('update');
    if (current?.status !== 'processing') return 'unchanged';
    await tx
      .update(paymentIntents)
      .set({
        status: 'failed',
        failureCode: 'not_charged',
        idempotencyKeyId: null,
        updatedAt: context.clock.now(),
      })
      .where(eq(paymentIntents.id, intent.id));
    if (intent.idempotencyKeyId !== null) {
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, intent.idempotencyKeyId));
    }
    return 'failed';
  });
}

/**
 * Settles every payment intent left 'processing' longer than `olderThan` allows: the process died, or lost
 * the processor's answer, between charging and recording. Runs at start and every minute, a batch at a
 * time: a batch is claimed (SKIP LOCKED, its `updated_at` moved on so no other round takes it for a
 * minute) and then settled outside the claiming transaction, so a slow processor never holds a lock.
 */
export async function reconcilePayments(
  context: ReconcileContext,
  olderThan: Date = new Date(context.clock.now().getTime() - RECONCILE_AFTER_SECONDS * 1000),
  batchSize = ROUND_BATCH_SIZE,
): Promise<Record<Settlement, number>> {
  const counts: Record<Settlement, number> = { recorded: 0, failed: 0, unchanged: 0 };
  // Onward by id, so an intent left unchanged is not claimed twice in one round.
  let lastId = 0;
  for (;;) {
    const claimed = await context.db.transaction(async (tx) => {
      const stuck = await tx
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.kind, 'payment'),
            eq(paymentIntents.status, 'processing'),
            eq(paymentIntents.processor, context.payments.name),
            lt(paymentIntents.updatedAt, olderThan),
            gt(paymentIntents.id, lastId),
          ),
        )
        .orderBy(asc(paymentIntents.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (stuck.length > 0) {
        await tx
          .update(paymentIntents)
          .set({ updatedAt: context.clock.now() })
          .where(
            inArray(
              paymentIntents.id,
              stuck.map((intent) => intent.id),
            ),
          );
      }
      return stuck;
    });
    for (const intent of claimed) counts[await settleIntent(context, intent)] += 1;
    if (claimed.length < batchSize) return counts;
    lastId = claimed.at(-1)?.id ?? lastId;
  }
}

/** A processor's word (a webhook) that an intent changed: settle ours now rather than at the next round. */
export async function settleByReference(context: ReconcileContext, reference: string): Promise<Settlement> {
  const [intent] = await context.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.processorReference, reference));
  return intent ? settleIntent(context, intent) : 'unchanged';
}
