import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { leaseTransactions, owningTransactionId } from './lease-transactions.js';
import { owningUserId } from './owner-columns.js';
import { units } from './units.js';

export interface LeaseMonthlyItem {
  name: string;
  amount_cents: number;
  tax_cents: number;
}

/** An executed lease: what the resident pages read, renew and end. */
export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    /** The application (or renewal) that executed it; null for a lease loaded with the demo data. */
    transactionId: integer('transaction_id').references(() => leaseTransactions.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    leaseTermMonths: integer('lease_term_months').notNull(),
    monthlyRentCents: integer('monthly_rent_cents').notNull(),
    monthlyItems: jsonb('monthly_items').$type<LeaseMonthlyItem[]>().notNull(),
    depositsHeldCents: integer('deposits_held_cents').notNull(),
    enableSelfServiceRenewals: boolean('enable_self_service_renewals').notNull(),
    status: text('status', {
      enum: ['current', 'renewed', 'month_to_month', 'notice_given', 'ended'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The staff list's order (the soonest ending first) under each of its filters (docs/decisions/0037).
  (table) => [
    unique().on(table.transactionId),
    index('leases_unit_idx').on(table.unitId),
    index('leases_ending_idx').on(table.endDate, table.id),
    index('leases_community_ending_idx').on(table.communityId, table.endDate, table.id),
    index('leases_status_ending_idx').on(table.status, table.endDate, table.id),
    index('leases_community_status_ending_idx').on(table.communityId, table.status, table.endDate, table.id),
  ],
);

/** The lease a row belongs to; the row goes when the lease does. */
export const owningLeaseId = () =>
  integer('lease_id')
    .notNull()
    .references(() => leases.id, { onDelete: 'cascade' });

/** The people on a lease with an account, and their role on it (the applicant roles). */
export const leaseResidents = pgTable(
  'lease_residents',
  {
    id: serial('id').primaryKey(),
    leaseId: owningLeaseId(),
    userId: owningUserId(),
    role: integer('role').notNull(),
    /** The resident's own choice (PATCH /api/lease/{id}/): e-mails about renewal offers and reminders. */
    receiveRenewalReminders: boolean('receive_renewal_reminders').notNull().default(true),
  },
  (table) => [unique().on(table.leaseId, table.userId), index('lease_residents_user_idx').on(table.userId)],
);

export const leaseChangeKinds = [
  'add_roommate',
  'remove_roommate',
  'add_option',
  'remove_option',
  'document',
] as const;
export type LeaseChangeKind = (typeof leaseChangeKinds)[number];

/**
 * What a lease change (a Lease Revision, type 20, or a Lease Document, type 80) does to the lease once
 * the landlord countersigns it, kept from the moment staff send it.
 */
export const leaseChanges = pgTable('lease_changes', {
  id: serial('id').primaryKey(),
  transactionId: owningTransactionId().unique(),
  leaseId: owningLeaseId(),
  kind: text('kind', { enum: leaseChangeKinds }).notNull(),
  /** The roommate's invitee, the resident removed, or the monthly item added or removed. */
  details: jsonb('details').$type<LeaseChangeDetails>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export interface LeaseChangeDetails {
  invitee_id?: number;
  lease_resident_id?: number;
  item?: LeaseMonthlyItem;
  description: string;
}
