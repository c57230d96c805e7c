import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Postgres' default of 128 MB of shared buffers is sized for a server with the machine to itself; in
 * PGlite it is WebAssembly memory the process holds for its whole life (about 110 MB more resident
 * memory than at 32 MB). The demo and a laptop's data fit in 32 MB many times over, and what does not
 * stays in the operating system's file cache.
 */
const SHARED_BUFFERS = '32MB';

/**
 * pg_trgm serves the staff search's indexes (migration 0034): PGlite loads an extension only when it is
 * given here, on every open of a database that has it, and before the migration creates it.
 */
export const embeddedDatabaseOptions: Pick<PGliteOptions, 'startParams' | 'extensions'> = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  extensions: { pg_trgm },
};

/** Runs in the child process: makes the cluster (initdb), then closes it. */
const CREATE_CLUSTER = `
const [pgliteEntry, dataDir] = process.argv.slice(1);
const { PGlite } = require(pgliteEntry);
const database = new PGlite(dataDir);
database.waitReady.then(() => database.close()).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/**
 * PGlite's initdb grows its WebAssembly memory to about 800 MB, and WebAssembly memory never shrinks:
 * a first start held that heap until the process ended (884 MB resident against 424 MB on the next
 * start). A child process makes the cluster and exits, so the server opens the new data directory as it
 * opens any existing one.
 */
export async function createClusterIfMissing(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await promisify(execFile)(process.execPath, ['-e', CREATE_CLUSTER, pgliteEntry, dataDir]);
}
