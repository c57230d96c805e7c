import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { systemClock } from '../../src/lib/clock.js';
import { enqueueOutboxMessage } from '../../src/outbox/outbox-message.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

const MESSAGES = 120;

/** Drains the outbox as one instance's background round does, until nothing is left for it. */
async function drain(db: DatabaseHandle['db'], handled: number[]): Promise<void> {
  const handlers = {
    'test.counted': async (payload: Record<string, unknown>) => {
      // A slow handler (a mail server) keeps the other worker claiming while this one works.
      await new Promise((resolve) => setTimeout(resolve, 2));
      handled.push(payload.n as number);
    },
  };
  while ((await processOutbox({ db, clock: systemClock }, handlers)) > 0);
}

// Two instances need two connections to one server: PGlite is one connection in one process.
describe.runIf(databaseKinds.includes('postgres'))('the outbox shared by two instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let secondInstance: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    secondInstance = await openDatabase({ databaseUrl: database.databaseUrl as string });
  });
  afterAll(async () => {
    await secondInstance.close();
    await database.dispose();
  });

  it('hands every message to exactly one worker, and both share the work', async () => {
    for (let n = 0; n < MESSAGES; n += 1) {
      await enqueueOutboxMessage(database.handle.db, systemClock, 'test.counted', { n });
    }
    const first: number[] = [];
    const second: number[] = [];
    // Two rounds at once on each instance too, as overlapping timers would run them.
    await Promise.all([
      drain(database.handle.db, first),
      drain(database.handle.db, first),
      drain(secondInstance.db, second),
      drain(secondInstance.db, second),
    ]);

    const all = [...first, ...second].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: MESSAGES }, (_, n) => n));
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
  });
});
