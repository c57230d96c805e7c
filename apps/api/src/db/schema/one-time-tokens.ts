import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { optionalCommunityId, owningUserId } from './owner-columns.js';
import { users } from './users.js';

export const oneTimeTokenPurposes = [
  'password_reset',
  'transfer',
  'wormhole',
  'guest_sign',
  'staff_invitation',
] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Single-use, short-lived tokens sent by e-mail or handed over; stored as SHA-256 only. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: owningUserId(),
    communityId: optionalCommunityId(),
    /** Who issued it: the staff member for a wormhole token. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.purpose)],
);
