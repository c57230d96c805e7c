import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';

/**
 * Evidence that an applicant agreed to a revision of a set of terms on a transaction (payment terms,
 * holding-deposit terms …): which text, when they said they read it, and from where. Rows are never
 * updated; agreeing again adds a row.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId(),
    type: text('type').notNull(),
    revision: text('revision').notNull(),
    /** The moment the browser reports the applicant agreed (the body's context.time). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('terms_acceptances_transaction_idx').on(table.transactionId, table.applicantId, table.type),
  ],
);
