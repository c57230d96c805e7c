import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities } from './communities.js';

/** Every e-mail sent; with the default transport this table is the outbox the dev mailbox shows. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    /** The From header as sent; null on messages kept before it was recorded. */
    sender: text('sender'),
    /** The community's contact address the message asked replies to go to, if any. */
    replyTo: text('reply_to'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_messages_community_idx').on(table.communityId, table.createdAt)],
);
