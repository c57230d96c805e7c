import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { owningUserId } from './owner-columns.js';

/**
 * An Idempotency-Key a user sent with a request that must not run twice. The first request claims the key;
 * its answer is stored so a repeat gets the same answer; a repeat with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body of the first request. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.userId, table.key)],
);
