import { boolean, date, doublePrecision, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitNumber: text('unit_number').notNull(),
    layout: text('layout').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    /** Half steps (2.5) are exact in binary floating point. */
    bathrooms: doublePrecision('bathrooms').notNull(),
    sqft: integer('sqft').notNull(),
    baseRentCents: integer('base_rent_cents').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    available: boolean('available').notNull().default(true),
  },
  (table) => [unique().on(table.communityId, table.unitNumber)],
);
