import type { DatabaseHandle } from './db/client.js';
import { readDemoFixture } from './services/demo-data/demo-fixture.js';
import { loadDemoData } from './services/demo-data/load-demo-data.js';

/**
 * Start-up's database work, under the start-up lock so instances starting together do not race:
 * the migrations, then the demo communities when `demoData` asks for them (DEMO_DATA).
 */
export async function prepareDatabase(database: DatabaseHandle, { demoData }: { demoData: boolean }) {
  await database.withStartupLock(async () => {
    await database.migrate();
    if (demoData) await loadDemoData(database.db, await readDemoFixture());
  });
}
