import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema/sandbox-processor.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { achReturnCodeOf } from './sandbox-test-accounts.js';

/** A processor event (the sandbox bank's): a payment it accepted was returned. */
export const PAYMENT_RETURNED_TOPIC = 'payment.returned';

/** The sandbox bank's settlement run behind SandboxProcessor.settleBankDebits, which says what it does. */
export async function settleSandboxBankDebits(
  db: Database,
  clock: Clock,
  chargedBefore: Date,
): Promise<{ settled: number; returned: number }> {
  const due = await db
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
    );
  const counts = { settled: 0, returned: 0 };
  for (const { intent, behavior } of due) {
    const returnCode = achReturnCodeOf(behavior);
    const settledNow = await db.transaction(async (tx) => {
      const updated = await tx
        .update(sandboxIntents)
        .set({ settledAt: clock.now(), returnCode })
        .where(and(eq(sandboxIntents.id, intent), isNull(sandboxIntents.settledAt)))
        .returning({ id: sandboxIntents.id });
      if (updated.length === 0) return false;
      // The sandbox's webhook: delivered through the app's outbox, as Stripe's arrives at its endpoint.
      if (returnCode) {
        await enqueueOutboxMessage(tx, clock, PAYMENT_RETURNED_TOPIC, {
          processor: 'sandbox',
          intent_reference: intent,
          return_code: returnCode,
        });
      }
      return true;
    });
    if (settledNow) counts[returnCode ? 'returned' : 'settled'] += 1;
  }
  return counts;
}
