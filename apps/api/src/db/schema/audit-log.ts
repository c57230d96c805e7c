import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who did what, on whose behalf and to which application: every request of an impersonated session and
 * every staff act on an application. Append-only: the database refuses to change or delete a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The application the act concerns, if any (no foreign key: the record outlives what it names). */
    transactionId: integer('transaction_id'),
    /** The company and community a settings change concerns (a community's change history). */
    companyId: integer('company_id'),
    communityId: integer('community_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** For a change: the state before and after it. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectUserId, table.createdAt),
    index('audit_log_transaction_idx').on(table.transactionId, table.createdAt),
    index('audit_log_community_idx').on(table.communityId, table.createdAt),
  ],
);
