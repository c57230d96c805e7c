import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { createClusterIfMissing } from '../../src/db/embedded-cluster.js';

/** PGlite answers a raw statement with its rows (drizzle types what `execute` returns as unknown). */
async function rowsOf(database: DatabaseHandle, query: SQL) {
  return ((await database.db.execute(query)) as { rows: unknown[] }).rows;
}

describe('the embedded database in a data directory', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('is made by a child process, then opened with 32 MB of shared buffers, and keeps what was written', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-embedded-'));
    await createClusterIfMissing(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const first = await openDatabase({ dataDir });
    expect(await rowsOf(first, sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    expect(await rowsOf(again, sql`select note from kept`)).toEqual([{ note: 'still here' }]);
    await again.close();
    // Two starts of the embedded database and a third process: longer than one request's test.
  }, 60_000);
});
