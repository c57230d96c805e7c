import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';

/** Text messages sent by the sandbox SMS provider; the dev mailbox shows them beside the e-mails. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_messages_community_idx').on(table.communityId, table.createdAt)],
);
