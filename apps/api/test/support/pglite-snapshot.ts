import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database, dumped once for the whole run (test-database.ts). */
    pgliteSnapshotPath: string;
  }
}

/**
 * Vitest global setup of the API project. Creating an embedded cluster and migrating it takes seconds
 * on a small machine, and every suite needs its own: each now loads this one copy instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-pglite-snapshot-'));
  const path = join(folder, 'migrated.tar');
  const handle = await openDatabase({ inMemory: true });
  try {
    await handle.migrate();
    const snapshot = await handle.dumpDataDir?.();
    if (!snapshot) throw new Error('The embedded database cannot dump its data directory');
    await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshotPath', path);
  return () => rm(folder, { recursive: true, force: true });
}
