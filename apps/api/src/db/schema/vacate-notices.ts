import { date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owningTransactionId } from './lease-transactions.js';
import { owningLeaseId } from './leases.js';
import { users } from './users.js';

export interface ForwardingAddress {
  address_street: string;
  address_line_2: string | null;
  address_city: string;
  address_state: string;
  address_postal_code: string;
}

/** What a notice to vacate (a type-40 transaction) says: when, why, and where to write afterwards. */
export const vacateNotices = pgTable('vacate_notices', {
  id: serial('id').primaryKey(),
  transactionId: owningTransactionId().unique(),
  leaseId: owningLeaseId(),
  moveOutDate: date('move_out_date', { mode: 'string' }).notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  other: text('other'),
  forwardingAddress: jsonb('forwarding_address').$type<ForwardingAddress>().notNull(),
  /** The lease's status before the notice, given back when the notice is withdrawn or declined. */
  leaseStatusBefore: text('lease_status_before').notNull(),
  givenByUserId: integer('given_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
