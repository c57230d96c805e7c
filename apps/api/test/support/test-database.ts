import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** API suites run on embedded PGlite always, and on a real PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: where a second instance of the portal would connect to share this database. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** A freshly migrated, empty database of its own, so suites never see each other's rows. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // A copy of the run's migrated database (pglite-snapshot.ts); migrate() then finds nothing to do.
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    const handle = await openDatabase({ inMemory: true, snapshot });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    handle,
    databaseUrl: url.toString(),
    async dispose() {
      await handle.close();
      await runAsAdmin(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAsAdmin(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
