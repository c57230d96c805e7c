import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/outbox.js';
import type { Clock } from '../lib/clock.js';
import type { OutboxHandler } from '../outbox/outbox-message.js';

/** A worker holds claimed messages this long; a worker that dies lets them go to another after it. */
const CLAIM_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 3600;
export const OUTBOX_BATCH_SIZE = 10;

/** Where a failed message is reported: its topic, id and next try, never its payload (addresses, names). */
export interface OutboxLog {
  warn(details: object, message: string): void;
}

const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several instances share the work without taking the same
 * message), then handles each outside the claiming transaction: a slow mail server never holds a lock.
 * A failure is retried later with exponential back-off and logged, so an operator learns that mail is not
 * going out; its error stays on the row. Returns how many messages were handled.
 */
export async function processOutbox(
  { db, clock, log }: { db: Database; clock: Clock; log?: OutboxLog },
  handlers: Record<string, OutboxHandler>,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const now = clock.now();
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(and(isNull(outboxMessages.processedAt), lte(outboxMessages.availableAt, now)))
      .orderBy(asc(outboxMessages.id))
      .limit(OUTBOX_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outboxMessages)
      .set({ availableAt: secondsAfter(now, CLAIM_SECONDS) })
      .where(
        inArray(
          outboxMessages.id,
          due.map((message) => message.id),
        ),
      );
    return due;
  });
  let handled = 0;
  for (const message of claimed) {
    const handler = handlers[message.topic];
    try {
      if (!handler) throw new Error(`No outbox handler for ${message.topic}`);
      await handler(message.payload);
      await db
        .update(outboxMessages)
        .set({ processedAt: clock.now(), attempts: message.attempts + 1, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      handled += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt = secondsAfter(clock.now(), Math.min(MAX_BACKOFF_SECONDS, 2 ** attempts * 10));
      await db
        .update(outboxMessages)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          availableAt: retryAt,
        })
        .where(eq(outboxMessages.id, message.id));
      log?.warn(
        { outboxMessageId: message.id, topic: message.topic, attempts, retryAt: retryAt.toISOString() },
        'outbox message failed; it will be retried',
      );
    }
  }
  return handled;
}
