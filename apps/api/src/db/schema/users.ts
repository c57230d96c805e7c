import { DEFAULT_LANGUAGE, languages } from '@portal/domain/constants/languages';
import { staffRoles } from '@portal/domain/constants/staff-roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { companies } from './companies.js';

/**
 * What the staff search reads of a person: first name, last name and e-mail, each after a space so that
 * `% ab%` finds the start of any of them. A trigram index is built on exactly this expression.
 */
export const searchableText = (person: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}) => sql`(' ' || ${person.firstName} || ' ' || ${person.lastName} || ' ' || ${person.email})`;

/**
 * Applicants' and residents' accounts are per community: the same e-mail may register separately at two
 * communities. A staff account belongs to its company instead (no community), one per e-mail in the
 * installation, so a person signs in once for every community they work in.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    completedAccountSetup: boolean('completed_account_setup').notNull().default(false),
    /** Cleared once identity is verified, so verified names and birthdays cannot be changed online. */
    canUpdatePii: boolean('can_update_pii').notNull().default(true),
    acceptedTermsRevision: text('accepted_terms_revision'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    /** Browser and device details collected at sign-up (spec §7). */
    registrationContext: jsonb('registration_context').$type<Record<string, string | number | boolean>>(),
    /** The language the portal speaks to this person in: chosen at sign-up or with the language switch. */
    language: text('language', { enum: languages }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.communityId, table.email),
    uniqueIndex('users_company_account_email_idx').on(table.email).where(sql`${table.communityId} is null`),
    /**
     * New rows wait in a GIN index's pending list, read whole by every search, until a VACUUM or until the
     * list reaches its limit (4 MB by default): the planner, costing that reading, then searches by a
     * sequential scan. The embedded database has no autovacuum, and a bulk write (an import, the portfolio
     * generator) fills the list at once. 64 kB (PostgreSQL's least) keeps the reading small and still
     * merges rows into the index in batches: no pending list at all made writing users eight times slower.
     */
    index('users_search_trgm_idx')
      .using('gin', sql`${searchableText(table)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  role: text('role', { enum: staffRoles }).notNull(),
  /** Whether a user this staff member impersonates may sign documents (spec part 2, impersonated user). */
  canSignDocumentsWhileWormholed: boolean('can_sign_documents_while_wormholed').notNull().default(false),
  /** A deactivated member cannot sign in; the row stays so their past decisions keep a name. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

/** The communities a manager or leasing agent works in; an admin works in all of the company's. */
export const staffMemberCommunities = pgTable(
  'staff_member_communities',
  {
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffMemberId, table.communityId] })],
);
