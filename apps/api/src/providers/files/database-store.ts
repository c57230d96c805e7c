import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFileChunks, storedFiles } from '../../db/schema/stored-files.js';
import { assertStorageKey, type FileStore } from './file-store.js';
import { inChunksOf } from './sized-chunks.js';

/** Large enough that a 10 MB upload is 40 round trips, small enough that ten at once hold little memory. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Files in PostgreSQL, so every instance behind a load balancer reads what any one of them stored, with no
 * shared disk (the default with DATABASE_URL). Chunks are written as they arrive, outside a transaction so
 * a slow upload holds no connection between chunks; the `stored_files` row, written last, is what makes
 * the file exist, and a failed write removes its chunks.
 */
export function createDatabaseFileStore(db: Database): FileStore {
  const remove = async (key: string) => {
    assertStorageKey(key);
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
    await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
  };

  return {
    async save(key, source) {
      assertStorageKey(key);
      let sequence = 0;
      let sizeBytes = 0;
      try {
        for await (const chunk of inChunksOf(source, CHUNK_BYTES)) {
          await db.insert(storedFileChunks).values({ key, sequence, bytes: chunk });
          sequence += 1;
          sizeBytes += chunk.length;
        }
        await db.insert(storedFiles).values({ key, sizeBytes, chunkCount: sequence, createdAt: new Date() });
      } catch (error) {
        await remove(key);
        throw error;
      }
    },
    async open(key) {
      assertStorageKey(key);
      const [file] = await db
        .select({ chunkCount: storedFiles.chunkCount })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!file) throw new Error(`No stored file ${key}`);
      return Readable.from(readChunks(db, key, file.chunkCount));
    },
    remove,
  };
}

async function* readChunks(db: Database, key: string, chunkCount: number): AsyncGenerator<Buffer> {
  for (let sequence = 0; sequence < chunkCount; sequence += 1) {
    const [chunk] = await db
      .select({ bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.sequence, sequence)));
    if (!chunk) throw new Error(`Stored file ${key} is missing chunk ${sequence}`);
    yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
  }
}
