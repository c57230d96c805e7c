import type { UnitLayout } from '@portal/domain/constants/unit-layouts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { communities } from './communities.js';

/** The unit number as the staff search reads it: after a space, as a person's names are (users.ts). */
export const searchableUnitNumber = (unit: { unitNumber: AnyPgColumn }) => sql`(' ' || ${unit.unitNumber})`;

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitNumber: text('unit_number').notNull(),
    // Every way a unit is written checks it against the list (decision 0036).
    layout: text('layout').$type<UnitLayout>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    /** Half steps (2.5) are exact in binary floating point. */
    bathrooms: doublePrecision('bathrooms').notNull(),
    sqft: integer('sqft').notNull(),
    baseRentCents: integer('base_rent_cents').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    available: boolean('available').notNull().default(true),
    /** Taken off the market for good: hidden from applicants, kept for the applications that name it. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (table) => [
    unique().on(table.communityId, table.unitNumber),
    // A pending list of 64 kB at most, as users_search_trgm_idx has (users.ts).
    index('units_search_trgm_idx')
      .using('gin', sql`${searchableUnitNumber(table)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/**
 * A base rent that takes effect on a date (in the community's time zone): quotes for a move-in on or after
 * it use it, and on that day it becomes the unit's base rent.
 */
export const unitPriceChanges = pgTable(
  'unit_price_changes',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    baseRentCents: integer('base_rent_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the day came and the unit's base rent became this one; null while it is still ahead. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [unique().on(table.unitId, table.effectiveDate)],
);
