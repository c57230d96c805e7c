import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { owningUserId } from './owner-columns.js';

/** The user's account at a payment processor ("customer"), which their saved methods are attached to. */
export const paymentProcessorCustomers = pgTable(
  'payment_processor_customers',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    processor: text('processor').notNull(),
    customerReference: text('customer_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.userId, table.processor)],
);

/**
 * A card or bank account a user saved, known to us only by the processor's reference and what may be
 * shown (brand, last four digits, expiry): full card and account numbers never reach this table.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    /** 'card' or 'bank'. */
    kind: text('kind').notNull(),
    processor: text('processor').notNull(),
    processorReference: text('processor_reference').notNull().unique(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    bankName: text('bank_name'),
    bankOwnerName: text('bank_owner_name'),
    bankLast4: text('bank_last4'),
    /** Bank accounts only: 10 Pending Verification, 20 Verified, 30 Failed Verification. */
    verificationStatus: integer('verification_status'),
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    /** Micro-deposits must be confirmed before this moment (10 days after they were sent). */
    verificationDeadline: timestamp('verification_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Removed methods stay, so past payments still name the card they were made with. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId)],
);
