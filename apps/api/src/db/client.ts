import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withCommitHooks } from './after-commit.js';
import { registerChangeListener } from './change-notices.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Database } from './database.js';
import { createClusterIfMissing, embeddedDatabaseOptions } from './embedded-cluster.js';
import { postgresChangeListener } from './postgres-change-listener.js';
import { reportLocalWrites } from './postgres-local-writes.js';
import { StatementCachingPglite } from './statement-caching-pglite.js';

export type { Database, DatabaseTransaction } from './database.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so concurrent start-ups do not race. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database only: its data directory as a tarball, to open copies from (`snapshot`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant works; it only has to be the same for every instance of the portal. */
const STARTUP_LOCK_ID = 7_310_042;

/**
 * Where the database lives. An in-memory one may start from `snapshot`, a data directory PGlite dumped
 * (`dumpDataDir`), instead of a new cluster: the API test suites start each from one migrated copy.
 */
export type DatabaseLocation =
  | { databaseUrl: string }
  | { dataDir: string }
  | { inMemory: true; snapshot?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  if ('dataDir' in location) mkdirSync(location.dataDir, { recursive: true });
  const releaseDataDir = 'dataDir' in location ? lockDataDir(location.dataDir) : () => undefined;
  if ('dataDir' in location) await createClusterIfMissing(location.dataDir);
  const client =
    'dataDir' in location
      ? new StatementCachingPglite(location.dataDir, embeddedDatabaseOptions)
      : new StatementCachingPglite({ ...embeddedDatabaseOptions, loadDataDir: location.snapshot });
  await client.waitReady;
  const db = withCommitHooks(drizzlePglite(client));
  // PGlite hands a committed write's notices to its listeners before that write's query resolves.
  registerChangeListener(db, async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.notice);
    handlers.listening();
    return { stop: () => unlisten().catch(() => undefined) };
  });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is one connection in one process: nothing else can race it.
    withStartupLock: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close().finally(releaseDataDir),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection can die under us (server restart, failover, an administrator ending it). That is
  // no request's error: the pool drops the client and opens a new one when needed. Without a listener,
  // the pool's 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message})`));
  const localWrites = reportLocalWrites(pool);
  const db = withCommitHooks(drizzlePostgres(pool));
  registerChangeListener(db, postgresChangeListener(connectionString, localWrites));
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    async withStartupLock(work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
