import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work for the outside world (e-mails, …) written in the same database transaction as the change that
 * causes it, and carried out afterwards by the outbox worker: committed changes are never left unannounced.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Not before this moment: set to later while a worker holds it, and after a failure (back-off). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_messages_pending_idx').on(table.processedAt, table.availableAt)],
);

/** Webhook events already handled, by the processor's event id: a redelivered event is ignored. */
export const processorWebhookEvents = pgTable('processor_webhook_events', {
  eventId: text('event_id').primaryKey(),
  processor: text('processor').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
