import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inBatches, ROUND_BATCH_SIZE } from '../../db/in-batches.js';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema/sandbox-processor.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { achReturnCodeOf } from './sandbox-test-accounts.js';

/** A processor event (the sandbox bank's): a payment it accepted was returned. */
export const PAYMENT_RETURNED_TOPIC = 'payment.returned';

/**
 * The sandbox bank's settlement run behind SandboxProcessor.settleBankDebits, which says what it does:
 * in batches, each claimed with SKIP LOCKED, so two instances' runs never settle one debit twice.
 */
export async function settleSandboxBankDebits(
  db: Database,
  clock: Clock,
  chargedBefore: Date,
  batchSize = ROUND_BATCH_SIZE,
): Promise<{ settled: number; returned: number }> {
  const counts = { settled: 0, returned: 0 };
  await inBatches(
    db,
    async (tx, limit) => {
      const due = await tx
        .select({ intent: sandboxIntents.id, behavior: sandboxPaymentMethods.behavior })
        .from(sandboxIntents)
        .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxIntents.paymentMethod))
        .where(
          and(
            eq(sandboxIntents.kind, 'payment'),
            eq(sandboxIntents.status, 'succeeded'),
            eq(sandboxPaymentMethods.kind, 'bank'),
            isNull(sandboxIntents.settledAt),
            lte(sandboxIntents.updatedAt, chargedBefore),
          ),
        )
        .orderBy(asc(sandboxIntents.id))
        .limit(limit)
        .for('update', { of: sandboxIntents, skipLocked: true });
      for (const { intent, behavior } of due) {
        const returnCode = achReturnCodeOf(behavior);
        await tx
          .update(sandboxIntents)
          .set({ settledAt: clock.now(), returnCode })
          .where(eq(sandboxIntents.id, intent));
        // The sandbox's webhook: delivered through the app's outbox, as Stripe's arrives at its endpoint.
        if (returnCode) {
          await enqueueOutboxMessage(tx, clock, PAYMENT_RETURNED_TOPIC, {
            processor: 'sandbox',
            intent_reference: intent,
            return_code: returnCode,
          });
        }
        counts[returnCode ? 'returned' : 'settled'] += 1;
      }
      return due.length;
    },
    batchSize,
  );
  return counts;
}
