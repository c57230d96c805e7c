import type { CommunitySettings } from '@portal/domain/schemas/community';
import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  displayName: text('display_name').notNull(),
  buildingName: text('building_name').notNull(),
  normalizedStreetAddress: text('normalized_street_address').notNull(),
  contactPhone: text('contact_phone').notNull(),
  /** Where replies to the community's e-mails go (their Reply-To); without one, replies have nowhere to go. */
  contactEmail: text('contact_email'),
  timezone: text('timezone').notNull(),
  logo: text('logo').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  background: text('background').notNull(),
  darkMode: boolean('dark_mode').notNull().default(false),
  /** Validated by communitySettingsSchema on the way in; a column per flag would churn with every setting. */
  settings: jsonb('settings').$type<CommunitySettings>().notNull(),
  /** The criteria the staff recommendation applies (screeningPolicySchema); null until one is set. */
  screeningPolicy: jsonb('screening_policy').$type<ScreeningPolicy>(),
  /** Percent × 100 (8.25 % → 825) so tax arithmetic stays in integers. */
  salesTaxBasisPoints: integer('sales_tax_basis_points').notNull().default(0),
  /** Seen by the public and applicants; one an admin creates starts unpublished (a 404 until published). */
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A slug a community had before: its old addresses keep finding it. */
export const communitySlugRedirects = pgTable('community_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  communityId: integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
});

export const vacateReasons = pgTable('vacate_reasons', {
  id: serial('id').primaryKey(),
  communityId: integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});
