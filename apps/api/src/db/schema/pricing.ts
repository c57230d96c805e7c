import type { ScreeningFeeItemization } from '@portal/domain/jurisdictions/screening-fee-receipt';
import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { owningCommunityId } from './owner-columns.js';

export const leaseTermPrices = pgTable(
  'lease_term_prices',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    months: integer('months').notNull(),
    /** Percent × 100 (−2 % → −200). */
    priceAdjustmentBasisPoints: integer('price_adjustment_basis_points').notNull().default(0),
  },
  (table) => [unique().on(table.communityId, table.months)],
);

export const rentalOptions = pgTable(
  'rental_options',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    key: text('key').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    monthlyCents: integer('monthly_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    oneTimeCents: integer('one_time_cents').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull(),
    includedForBedroomsAtLeast: integer('included_for_bedrooms_at_least'),
    includedQuantity: integer('included_quantity').notNull().default(0),
    taxable: boolean('taxable').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [unique().on(table.communityId, table.key)],
);

export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['one_time', 'deposit', 'monthly'] }).notNull(),
    category: integer('category'),
    amountCents: integer('amount_cents'),
    amountCentsByBedrooms: jsonb('amount_cents_by_bedrooms').$type<Record<string, number>>(),
    per: text('per', { enum: ['adult_applicant', 'transaction'] }).notNull(),
    feeHelpText: text('fee_help_text'),
    taxable: boolean('taxable').notNull().default(false),
    /** Null means the fee applies to every transaction type. */
    transactionTypes: jsonb('transaction_types').$type<number[]>(),
    /** A screening fee's parts for its itemized receipt; null: the whole fee is the agency's charge. */
    itemization: jsonb('itemization').$type<ScreeningFeeItemization>(),
    position: integer('position').notNull(),
  },
  (table) => [unique().on(table.communityId, table.key)],
);

export const concessions = pgTable(
  'concessions',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['monthly_concession'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    appliesToLeaseTermsMonths: jsonb('applies_to_lease_terms_months').$type<number[]>().notNull(),
  },
  (table) => [unique().on(table.communityId, table.key)],
);
