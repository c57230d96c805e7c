import { Readable } from 'node:stream';
import { assertStorageKey, type FileStore } from './file-store.js';

/** For tests and throwaway instances: every file is held in memory until the process ends. */
export function createInMemoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    async save(key, source) {
      assertStorageKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk));
      files.set(key, Buffer.concat(chunks));
    },
    async open(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`No stored file ${key}`);
      return Readable.from([bytes]);
    },
    async remove(key) {
      files.delete(key);
    },
  };
}
