// Run by prepareNewEmbeddedDatabaseApart (prepare-database-apart.ts) in a process of its own, which exits
// when done so the WebAssembly memory the new database grew leaves with it.
import { documentServices, writeDemoDocuments } from './document-services.js';
import { readEnv } from './env.js';
import { openConfiguredDatabase, orExit } from './operator-setup.js';
import { prepareDatabase } from './prepare-database.js';

const env = await orExit(() => readEnv());
const database = await orExit(() => openConfiguredDatabase(env));
try {
  await prepareDatabase(database, { demoData: env.DEMO_DATA, demoApplications: env.DEMO_APPLICATIONS });
  // Drawing the PDFs grows the heap as well; done here, the server starts without that garbage.
  await writeDemoDocuments(env, database.db, await documentServices(env, database.db));
} finally {
  await database.close();
}
