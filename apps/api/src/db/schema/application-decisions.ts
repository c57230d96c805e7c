import type { Recommendation } from '@portal/domain/schemas/recommendation';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leaseTransactions } from './lease-transactions.js';
import { users } from './users.js';

/**
 * A leasing decision on an application, as it was made: never updated, so the latest row is the current
 * decision and the earlier ones its history. The recommendation it was made against is kept beside it.
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => leaseTransactions.id),
    /** approve, conditionally_approve or deny. */
    decision: text('decision').notNull(),
    /** Conditional approvals: what is asked on top of the deposits, and whether it is a deposit or a fee. */
    additionalDepositCents: integer('additional_deposit_cents'),
    additionalDepositKind: text('additional_deposit_kind'),
    /** Denials: the criteria it rests on (credit, eviction, income, criminal, identity, other). */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    note: text('note'),
    /** Why the decision departs from the recommendation; null when it follows it. */
    overrideReason: text('override_reason'),
    recommendation: jsonb('recommendation').$type<Recommendation>(),
    decidedByUserId: integer('decided_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('application_decisions_transaction_idx').on(table.transactionId, table.createdAt)],
);
