import type { UploadContext } from '@portal/domain/schemas/uploads';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { financialSources } from './financial-sources.js';
import { leaseTransactions } from './lease-transactions.js';
import { owningCommunityId, owningUserId } from './owner-columns.js';

/**
 * A file uploaded to the secure vault. The bytes live in the file store under `storageKey`; the row
 * says whose they are and what they really are (sniffed from the content, never trusted from the name).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Opaque random id handed to the browser; never derived from the file name. */
    id: text('id').primaryKey(),
    userId: owningUserId(),
    communityId: owningCommunityId(),
    /** Set when the file is attached to a financial source of a transaction; the household may then read it. */
    transactionId: integer('transaction_id').references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    /**
     * The source the file proves. Removing the source detaches the file rather than deleting its row: the
     * row is the only record of where the bytes rest in the file store, so a cascade would strand them.
     */
    financialSourceId: integer('financial_source_id').references(() => financialSources.id, {
      onDelete: 'set null',
    }),
    proofTypeId: integer('proof_type_id'),
    /** Where it was sent from (spec part 2 §7: browser and system, private window, desktop). */
    uploadContext: jsonb('upload_context').$type<UploadContext>(),
    /** What the upload told us it was called, for display only: never used as a path or download name. */
    originalName: text('original_name'),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    encrypted: boolean('encrypted').notNull(),
    containsPasswordProtectedDocument: boolean('contains_password_protected_document').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('uploaded_files_user_idx').on(table.userId),
    index('uploaded_files_transaction_idx').on(table.transactionId),
    index('uploaded_files_financial_source_idx').on(table.financialSourceId),
  ],
);
