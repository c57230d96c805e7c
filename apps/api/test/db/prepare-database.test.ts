import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { communities } from '../../src/db/schema/communities.js';
import { companies } from '../../src/db/schema/companies.js';
import { leases } from '../../src/db/schema/leases.js';
import { units } from '../../src/db/schema/units.js';
import { users } from '../../src/db/schema/users.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

const fixture = await readDemoFixture();

for (const kind of databaseKinds) {
  describe(`prepareDatabase, as start-up runs it [${kind}]`, () => {
    let testDatabase: TestDatabase | undefined;
    afterEach(async () => {
      await testDatabase?.dispose();
      testDatabase = undefined;
    });

    /** A fresh database prepared as `npm start` would, and the app serving it. */
    async function startWith(demoData: boolean) {
      testDatabase = await createTestDatabase(kind);
      await prepareDatabase(testDatabase.handle, { demoData });
      const app = await buildApp({ db: testDatabase.handle.db });
      const listed = await app.inject({ method: 'GET', url: '/api/communities/' });
      await app.close();
      return { db: testDatabase.handle.db, listed };
    }

    it('with DEMO_DATA=false loads no company, community, unit, person or lease, and serves an empty list', async () => {
      const { db, listed } = await startWith(false);
      for (const table of [companies, communities, units, users, leases]) {
        const [row] = await db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ communities: [] });
    });

    it('with DEMO_DATA=true loads and serves every demo community', async () => {
      const { listed } = await startWith(true);
      expect(listed.statusCode).toBe(200);
      const slugs = listed.json().communities.map(({ slug }: { slug: string }) => slug);
      expect(slugs.sort()).toEqual(fixture.communities.map(({ slug }) => slug).sort());
    });
  });
}
