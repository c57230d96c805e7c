import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applicants, leaseTransactions } from './lease-transactions.js';
import { users } from './users.js';

/**
 * The letter staff send an adult whose criminal record needs an individualized assessment, and that
 * adult's answer: a statement and documents, accepted until the end of `respond_by` in the community's
 * calendar. A later letter to the same person supersedes an earlier one.
 */
export const criminalReviewLetters = pgTable(
  'criminal_review_letters',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    sentByUserId: integer('sent_by_user_id')
      .notNull()
      .references(() => users.id),
    /** What the leasing team added for this applicant, printed in the letter. */
    note: text('note'),
    /** The record the letter is about, as the screening summarized it when the letter was sent. */
    recordSummary: text('record_summary').notNull(),
    respondBy: date('respond_by', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    statement: text('statement'),
    /** Upload ids of the documents sent with the answer. */
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [index('criminal_review_letters_transaction_idx').on(table.transactionId, table.applicantId)],
);
