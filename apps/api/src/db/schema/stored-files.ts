import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea; PGlite hands it back as a Uint8Array and node-postgres as a Buffer. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A file kept in the database (FILE_STORE=database). The row is written last, once every chunk is in, so
 * a file under a key exists only when it is complete.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  chunkCount: integer('chunk_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The bytes of a stored file in pieces, so neither writing nor reading one ever holds it whole in memory. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key').notNull(),
    sequence: integer('sequence').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.sequence] })],
);
