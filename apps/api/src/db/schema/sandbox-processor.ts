import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox processor's own books, standing in for the processor's servers. They live apart
 * from our ledger and are written outside its transactions, as a real processor's would be, and they
 * survive a restart (the database is under DATA_DIR), which is what reconciliation relies on.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customer: text('customer').notNull(),
  /** 'card' or 'bank'. */
  kind: text('kind').notNull().default('card'),
  /** The card brand, or the bank's name. */
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  /** Bank accounts: the two small amounts deposited, which the owner confirms to prove the account. */
  microDepositCents: jsonb('micro_deposit_cents').$type<[number, number]>(),
  /** What charging it does, from the test card number: 'succeed', 'card_declined', 'insufficient_funds'. */
  behavior: text('behavior').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
});

/** Setup and payment intents as the sandbox processor keeps them; a succeeded payment intent is a charge. */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  customer: text('customer').notNull(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents'),
  status: text('status').notNull(),
  paymentMethod: text('payment_method'),
  /** The key of the confirmation that settled it, so a repeated confirmation answers the same. */
  confirmIdempotencyKey: text('confirm_idempotency_key').unique(),
  failureCode: text('failure_code'),
  /** Bank debits: when the sandbox bank settled it; `returnCode` is set when it sent the money back. */
  settledAt: timestamp('settled_at', { withTimezone: true }),
  returnCode: text('return_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
