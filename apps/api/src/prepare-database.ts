import type { DatabaseHandle } from './db/client.js';
import { readDemoFixture } from './services/demo-data/demo-fixture.js';
import { loadDemoApplications } from './services/demo-data/load-demo-applications.js';
import { loadDemoData } from './services/demo-data/load-demo-data.js';

/**
 * Start-up's database work, under the start-up lock so instances starting together do not race:
 * the migrations, then the demo communities when `demoData` asks for them (DEMO_DATA), and their
 * applications when `demoApplications` does too (DEMO_APPLICATIONS).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { demoData, demoApplications = false }: { demoData: boolean; demoApplications?: boolean },
) {
  await database.withStartupLock(async () => {
    await database.migrate();
    if (!demoData) return;
    const fixture = await readDemoFixture();
    await loadDemoData(database.db, fixture);
    if (demoApplications) await loadDemoApplications(database, fixture);
  });
}
