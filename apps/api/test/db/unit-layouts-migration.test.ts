import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { units } from '../../src/db/schema/units.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

const migration = await readFile(
  new URL('../../drizzle/0033_unit_layouts_from_the_list.sql', import.meta.url),
  'utf8',
);

for (const kind of databaseKinds) {
  describe(`migration 0033: unit layouts from the list (decision 0036) [${kind}]`, () => {
    let testDatabase: TestDatabase | undefined;
    afterEach(async () => {
      await testDatabase?.dispose();
      testDatabase = undefined;
    });

    it("gives a layout in a unit's own words the list's name for its bedrooms, and leaves listed ones", async () => {
      testDatabase = await createTestDatabase(kind);
      const { db } = testDatabase.handle;
      await prepareDatabase(testDatabase.handle, { demoData: true });
      const [studio, twoBed, large, listed] = await db.select().from(units).orderBy(units.id).limit(4);
      if (!studio || !twoBed || !large || !listed) throw new Error('the demo has fewer than four units');
      const written = [
        { id: studio.id, layout: 'Efficiency', bedrooms: 0 },
        { id: twoBed.id, layout: 'Two bed / two bath', bedrooms: 2 },
        { id: large.id, layout: 'Whole house', bedrooms: 7 },
      ];
      for (const unit of written) {
        await db.execute(
          sql`update units set layout = ${unit.layout}, bedrooms = ${unit.bedrooms} where id = ${unit.id}`,
        );
      }

      await db.execute(sql.raw(migration));

      const layoutOf = async (id: number) =>
        (await db.select({ layout: units.layout }).from(units).where(eq(units.id, id)))[0]?.layout;
      expect(await layoutOf(studio.id)).toBe('Studio');
      expect(await layoutOf(twoBed.id)).toBe('2 Bedroom');
      expect(await layoutOf(large.id)).toBe('Building');
      expect(await layoutOf(listed.id)).toBe(listed.layout);
    });
  });
}
