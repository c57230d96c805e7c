import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { owningCommunityId } from './owner-columns.js';
import { users } from './users.js';

/**
 * A community's own wording of one of its documents (the lease, an addendum, a letter), in Markdown with
 * named placeholders; without a row the document is written from the portal's standard template.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique().on(table.communityId, table.kind)],
);
