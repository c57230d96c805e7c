import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStore } from './file-store.js';

/**
 * Files under `rootDir` (DATA_DIR/uploads, outside anything the web server serves), readable only by the
 * portal's own user. A file appears under its key only once it is complete: it is written beside it and
 * renamed, so a reader never sees half an upload.
 */
export function createLocalDiskFileStore(rootDir: string): FileStore {
  // Two hex-ish characters of fan-out keep directories small on file systems that slow down with size.
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, key.slice(0, 2), key);
  };

  return {
    async save(key, source) {
      const finalPath = pathOf(key);
      const partialPath = `${finalPath}.partial`;
      await mkdir(path.dirname(finalPath), { recursive: true, mode: 0o700 });
      try {
        await pipeline(source, createWriteStream(partialPath, { flags: 'wx', mode: 0o600 }));
        await rename(partialPath, finalPath);
      } catch (error) {
        await rm(partialPath, { force: true });
        throw error;
      }
    },
    async open(key) {
      // Opening first turns a missing file into a rejection here rather than a stream error later.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
