import type { UnitSecurityPaymentOption } from '@portal/domain/constants/unit-security-payment-options';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { type concessions, type fees, rentalOptions } from './pricing.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * The community's charges as they stood when the transaction was quoted: what a quote that still holds,
 * and a submitted application, are charged (services/pricing/held-prices.ts).
 */
export interface HeldPriceList {
  salesTaxBasisPoints: number;
  fees: (typeof fees.$inferSelect)[];
  concessions: (typeof concessions.$inferSelect)[];
  options: (typeof rentalOptions.$inferSelect)[];
}

/** One application (or renewal, notice, …) for one unit: the household applies together in it. */
export const leaseTransactions = pgTable(
  'lease_transactions',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    type: integer('type').notNull(),
    /**
     * The lease a renewal, notice to vacate, transfer or lease change acts on; null for a new application.
     * Not a foreign key: leases already reference the transaction that executed them, and the two tables
     * must not each need the other to exist first.
     */
    leaseId: integer('lease_id'),
    status: integer('status').notNull(),
    /** Months, or null for month-to-month; null until chosen. */
    leaseTerm: integer('lease_term'),
    isMonthToMonth: boolean('is_month_to_month').notNull().default(false),
    moveInDate: date('move_in_date', { mode: 'string' }),
    /** When the current price was quoted; quotes expire after the community's quote_valid_days. */
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** The monthly rent quoted, so a later price change can be detected and confirmed. */
    quotedRentCents: integer('quoted_rent_cents'),
    /** Null for a transaction quoted before prices were held: it is charged the current prices. */
    heldPrices: jsonb('held_prices').$type<HeldPriceList>(),
    /**
     * Spec: unit_security_payment_option. 'security_fee' where the household chose the community's deposit
     * alternative (a non-refundable fee in place of the unit security deposit); it counts only while the
     * community offers the alternative (docs/decisions/0026).
     */
    unitSecurityPaymentOption: text('unit_security_payment_option')
      .$type<UnitSecurityPaymentOption>()
      .notNull()
      .default('security_deposit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The staff list's order (newest first) under each of its filters, so every page, the deepest
  // included, is a range of one index (docs/decisions/0037).
  (table) => [
    index('lease_transactions_newest_idx').on(table.createdAt, table.id),
    index('lease_transactions_community_newest_idx').on(table.communityId, table.createdAt, table.id),
    index('lease_transactions_status_newest_idx').on(table.status, table.createdAt, table.id),
    index('lease_transactions_community_status_newest_idx').on(
      table.communityId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('lease_transactions_unit_idx').on(table.unitId),
    index('lease_transactions_lease_idx').on(table.leaseId),
  ],
);

/** A person on the transaction with an account: the primary applicant, roommates, guarantors, occupants. */
export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    leaseTransactionId: integer('lease_transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: integer('role').notNull(),
    addressStreet: text('address_street'),
    addressLine2: text('address_line_2'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressPostalCode: text('address_postal_code'),
    militaryStatus: text('military_status'),
    /** "I don't have income or assets" on the Income & Employment step; adding a source clears it. */
    reportedNoIncomeAssets: boolean('reported_no_income_assets').notNull().default(false),
    /** Stated income per year and stated assets, in cents (bigint: savings may pass int4's $21 million). */
    statedIncomeCents: bigint('stated_income_cents', { mode: 'number' }),
    statedAssetsCents: bigint('stated_assets_cents', { mode: 'number' }),
    /**
     * Spec: has_access_to_application_link. The leasing team may take a person's access to the application
     * away (and give it back); without it they read only that they have none.
     */
    hasAccessToApplicationLink: boolean('has_access_to_application_link').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('applicants_transaction_idx').on(table.leaseTransactionId),
    index('applicants_user_idx').on(table.userId),
  ],
);

/** The transaction a row of an applicant's belongs to; the row goes when the transaction does. */
export const owningTransactionId = () =>
  integer('transaction_id')
    .notNull()
    .references(() => leaseTransactions.id, { onDelete: 'cascade' });

/** The applicant a row belongs to; the row goes when they leave the transaction. */
export const owningApplicantId = () =>
  integer('applicant_id')
    .notNull()
    .references(() => applicants.id, { onDelete: 'cascade' });

/** A person the household added who has no account on the transaction yet, or never will (a dependent). */
export const invitees = pgTable(
  'invitees',
  {
    id: serial('id').primaryKey(),
    leaseTransactionId: integer('lease_transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Dependents only. */
    birthday: date('birthday', { mode: 'string' }),
    invitedByApplicantId: integer('invited_by_applicant_id').references(() => applicants.id, {
      onDelete: 'set null',
    }),
    /** Set when the invited person signs up or logs in and joins. */
    joinedApplicantId: integer('joined_applicant_id').references(() => applicants.id, {
      onDelete: 'set null',
    }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invitees_transaction_idx').on(table.leaseTransactionId)],
);

/** The steps each applicant has finished (spec: events with event and applicant). */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: serial('id').primaryKey(),
    leaseTransactionId: integer('lease_transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    event: integer('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('transaction_events_transaction_idx').on(table.leaseTransactionId)],
);

export const selectedRentalOptions = pgTable(
  'selected_rental_options',
  {
    id: serial('id').primaryKey(),
    leaseTransactionId: integer('lease_transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    rentalOptionId: integer('rental_option_id')
      .notNull()
      .references(() => rentalOptions.id),
    quantity: integer('quantity').notNull(),
    petType: text('pet_type'),
    isAssistanceAnimal: boolean('is_assistance_animal').notNull().default(false),
    /** The monthly price when chosen, so a later price change can be detected and confirmed. */
    quotedMonthlyCents: integer('quoted_monthly_cents').notNull(),
  },
  (table) => [index('selected_rental_options_transaction_idx').on(table.leaseTransactionId)],
);
