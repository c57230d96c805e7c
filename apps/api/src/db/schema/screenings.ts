import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';
import { termsAcceptances } from './terms-acceptances.js';

/**
 * An applicant's screening on a transaction (the Screening step): the consent it was run under, the
 * number it was run by and the provider's reference. One per applicant; rows are never updated.
 */
export const screenings = pgTable(
  'screenings',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId().unique(),
    /** ssn, itin or none (the "I don't have an SSN" path without an ITIN). */
    taxIdType: text('tax_id_type').notNull(),
    /** The SSN or ITIN sealed with SSN_ENCRYPTION_KEY (AES-256-GCM, lib/secret-box.ts); null without one. */
    sealedTaxId: text('sealed_tax_id'),
    /** All that is ever shown of the number. */
    taxIdLast4: text('tax_id_last4'),
    termsAcceptanceId: integer('terms_acceptance_id')
      .notNull()
      .references(() => termsAcceptances.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('screenings_transaction_idx').on(table.transactionId)],
);

/** What the screening found in one category (Credit 10, Criminal 20, Eviction 30, Income 40). */
export const screeningResults = pgTable(
  'screening_results',
  {
    id: serial('id').primaryKey(),
    screeningId: integer('screening_id')
      .notNull()
      .references(() => screenings.id, { onDelete: 'cascade' }),
    category: integer('category').notNull(),
    /** clear, review (a record a person must weigh) or insufficient (too little history to judge). */
    outcome: text('outcome').notNull(),
    /** The provider's finding in words the leasing team reads. */
    summary: text('summary').notNull(),
    /** Credit only: the score, null when the file is too thin to score. */
    creditScore: integer('credit_score'),
    /** Eviction and criminal: the most recent record's date, which the look-back is measured from. */
    recordDate: date('record_date', { mode: 'string' }),
    /** Credit with a score: the key factors that lowered it. */
    scoreFactors: jsonb('score_factors').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.screeningId, table.category)],
);
