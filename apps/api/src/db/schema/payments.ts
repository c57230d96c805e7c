import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idempotencyKeys } from './idempotency-keys.js';
import { applicants, invitees, leaseTransactions } from './lease-transactions.js';
import { paymentMethods } from './payment-methods.js';
import { users } from './users.js';

/** What a payment is for, snapshotted when the intent is made: one entry per fee and per person. */
export interface IntendedLineItem {
  name: string;
  category: number;
  amount: number;
  applicantId: number | null;
  inviteeId: number | null;
}

/**
 * Who pays, and on which application. Money records outlive a person leaving the household (the applicant
 * is then unset), and block deleting the application or the account they belong to.
 */
const payerColumns = () => ({
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => leaseTransactions.id),
  applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
});

/**
 * One attempt to collect money (or, kind 'setup', to save a method) at the processor. A payment intent is
 * 'processing' from the moment we ask the processor to charge until the charge is recorded or known to
 * have failed; an intent left 'processing' by a crash is what the reconciler looks at.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    ...payerColumns(),
    /** 'setup' or 'payment'. */
    kind: text('kind').notNull(),
    processor: text('processor').notNull(),
    processorReference: text('processor_reference').notNull().unique(),
    /** 'requires_confirmation', 'processing', 'succeeded', 'failed', 'canceled'. */
    status: text('status').notNull(),
    amountCents: integer('amount_cents'),
    lineItems: jsonb('line_items').$type<IntendedLineItem[]>(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    idempotencyKeyId: integer('idempotency_key_id').references(() => idempotencyKeys.id, {
      onDelete: 'set null',
    }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_intents_transaction_idx').on(table.transactionId, table.applicantId),
    index('payment_intents_status_idx').on(table.status, table.updatedAt),
    // One charge in flight per person and transaction: two tabs with two keys cannot both charge.
    uniqueIndex('payment_intents_one_processing_idx')
      .on(table.transactionId, table.userId)
      .where(sql`${table.status} = 'processing'`),
  ],
);

/** The ledger: money the processor collected, recorded exactly once per processor charge. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    ...payerColumns(),
    paymentIntentId: integer('payment_intent_id')
      .notNull()
      .unique()
      .references(() => paymentIntents.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    processor: text('processor').notNull(),
    processorReference: text('processor_reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** 'succeeded', or 'returned' once the bank sent an ACH debit back (see payment_returns). */
    status: text('status').notNull().default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payments_transaction_idx').on(table.transactionId)],
);

/** The ledger payment a row belongs to; ledger rows are never deleted, so neither is this. */
const paidBy = () =>
  integer('payment_id')
    .notNull()
    .references(() => payments.id);

/** What a payment paid for: one row per fee and per person it covered. */
export const paymentLineItems = pgTable(
  'payment_line_items',
  {
    id: serial('id').primaryKey(),
    paymentId: paidBy(),
    name: text('name').notNull(),
    /** Fee category: 10 application fee, 20 holding deposit, 30 transfer fee. */
    category: integer('category').notNull(),
    amountCents: integer('amount_cents').notNull(),
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    inviteeId: integer('invitee_id').references(() => invitees.id, { onDelete: 'set null' }),
  },
  (table) => [index('payment_line_items_payment_idx').on(table.paymentId)],
);

/** Money given back against a payment; a payment's net amount is its amount less its refunds. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: paidBy(),
    amountCents: integer('amount_cents').notNull(),
    processorReference: text('processor_reference').notNull().unique(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refunds_payment_idx').on(table.paymentId)],
);

/**
 * A payment the bank sent back after accepting it (an ACH return): the reversal of that payment in the
 * ledger, at most one per payment. It stays open, holding the application at the outstanding-balance
 * step, until the payer pays again (`repaidByPaymentId`).
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: serial('id').primaryKey(),
    paymentId: paidBy().unique(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => leaseTransactions.id),
    amountCents: integer('amount_cents').notNull(),
    /** The ACH return code, such as R01 (insufficient funds). */
    returnCode: text('return_code').notNull(),
    repaidByPaymentId: integer('repaid_by_payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_returns_transaction_idx').on(table.transactionId)],
);
