import type { Database, DatabaseTransaction } from '../db/client.js';
import { outboxMessages } from '../db/schema/outbox.js';
import type { Clock } from '../lib/clock.js';

/** What the outbox worker (jobs/outbox.ts) calls with a message's payload; throwing retries it later. */
export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;

/** Adds a message inside the caller's transaction, so it exists exactly when the change that caused it does. */
export async function enqueueOutboxMessage(
  tx: DatabaseTransaction | Database,
  clock: Clock,
  topic: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const now = clock.now();
  await tx.insert(outboxMessages).values({ topic, payload, availableAt: now, createdAt: now });
}
