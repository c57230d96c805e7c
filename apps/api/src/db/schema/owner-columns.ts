import { integer } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';
import { users } from './users.js';

/** The community a row belongs to; the row goes when the community does. */
export const owningCommunityId = () =>
  integer('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' });

/** The user a row belongs to; the row goes when the user does. */
export const owningUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
