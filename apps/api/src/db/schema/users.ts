import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  role: text('role', { enum: ['leasing_agent', 'manager', 'admin'] }).notNull(),
});
