import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { loadDemoData } from '../../src/services/demo-data/load-demo-data.js';
import { TestClock } from './test-clock.js';
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from './test-database.js';

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** PostgreSQL only: where a second instance would connect to share the suite's database. */
  databaseUrl?: string;
  clock: TestClock;
}

/**
 * Declares a suite once per database kind, each against a freshly migrated database holding the demo data
 * and an in-process app (`app.inject`), as the production start-up would build it (plus `appOptions`).
 */
export function describeApi(
  name: string,
  defineTests: (context: () => TestContext) => void,
  appOptions: Omit<AppOptions, 'db' | 'clock'> = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let testDatabase: TestDatabase | undefined;
      let context: TestContext | undefined;
      beforeAll(async () => {
        testDatabase = await createTestDatabase(kind);
        const clock = new TestClock();
        await loadDemoData(testDatabase.handle.db, await readDemoFixture(), clock);
        const app = await buildApp({ ...appOptions, db: testDatabase.handle.db, clock });
        await app.ready();
        context = { kind, app, database: testDatabase.handle, databaseUrl: testDatabase.databaseUrl, clock };
      });
      afterAll(async () => {
        await context?.app.close();
        await testDatabase?.dispose();
      });
      defineTests(() => {
        if (!context) throw new Error('The test app is not ready yet');
        return context;
      });
    });
  }
}
