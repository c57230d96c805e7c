import { staffRoles } from '@portal/domain/constants/staff-roles';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { companies } from './companies.js';

/** Accounts are per community: the same e-mail may register separately at two communities. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.communityId, table.email)],
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
});
