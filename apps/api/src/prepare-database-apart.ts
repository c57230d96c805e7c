import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env.js';

/** The child's entry, built beside this module in dist/ (`npm start` runs the build). */
const childEntry = fileURLToPath(new URL('./prepare-database-child.js', import.meta.url));

/**
 * A new embedded database is made, migrated and filled with the demo by a child process that then exits.
 * Every one of those steps grows PGlite's WebAssembly memory (initdb to about 800 MB, the demo
 * applications' COPYs by about 140 MB more), and WebAssembly memory never shrinks: done in the server,
 * a first start kept it all for its life. The server then opens a ready directory, as on any next start,
 * and its own `prepareDatabase` finds nothing left to do. PostgreSQL and an existing directory skip this.
 * False when the child failed: it has said why.
 */
export async function prepareNewEmbeddedDatabaseApart(env: Env): Promise<boolean> {
  if (env.DATABASE_URL || existsSync(join(resolve(env.DATA_DIR), 'PG_VERSION'))) return true;
  const child = spawn(process.execPath, [...process.execArgv, childEntry], { stdio: 'inherit' });
  const code = await new Promise<number | null>((done, failed) => {
    child.once('error', failed);
    child.once('exit', done);
  });
  return code === 0;
}
