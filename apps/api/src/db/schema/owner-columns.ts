import { integer } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { users } from './users.js';

/** The community a row belongs to; the row goes when the community does. */
export const owningCommunityId = () =>
  integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' });

/**
 * The community a row is tied to when it has one: a staff account belongs to its company, so its sessions
 * and its set-password tokens name no community.
 */
export const optionalCommunityId = () =>
  integer('community_id').references(() => communities.id, { onDelete: 'cascade' });

/** The user a row belongs to; the row goes when the user does. */
export const owningUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
