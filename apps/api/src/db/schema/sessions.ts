import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { optionalCommunityId, owningUserId } from './owner-columns.js';
import { users } from './users.js';

/** Opaque session tokens; only their SHA-256 is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: owningUserId(),
    communityId: optionalCommunityId(),
    kind: text('kind', { enum: ['user', 'impersonated', 'guest'] }).notNull(),
    /** The staff member behind an impersonated (wormhole) session. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Failed sign-ins, counted per account and per client address within a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.accountKey, table.failedAt),
    index('login_failures_ip_idx').on(table.ipAddress, table.failedAt),
  ],
);
