import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import type { TestContext } from './test-app.js';

/**
 * A second instance of the app on the suite's PostgreSQL database, started before the suite's tests and
 * closed after them: what another server of a cluster sees, over connections of its own. None on the
 * embedded database, which one process holds; the getter then answers undefined and the tests that need
 * it skip.
 */
export function secondInstance(
  context: () => TestContext,
): () => { app: FastifyInstance; db: Database } | undefined {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const { databaseUrl, clock } = context();
    if (!databaseUrl) return;
    handle = await openDatabase({ databaseUrl });
    app = await buildApp({ db: handle.db, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return () => (app && handle ? { app, db: handle.db } : undefined);
}
