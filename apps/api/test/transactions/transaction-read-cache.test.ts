import { setTimeout } from 'node:timers/promises';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { financialSources } from '../../src/db/schema/financial-sources.js';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { sessions } from '../../src/db/schema/sessions.js';
import { TABLES_TELLING_TRANSACTION_CHANGES } from '../../src/db/transaction-change-notices.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { secondInstance } from '../support/second-instance.js';
import { describeApi } from '../support/test-app.js';

/** The `name` column of a catalog query; both drivers answer `{ rows }`. */
async function names(db: Database, query: SQL): Promise<string[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

/**
 * The instance's cache of the reads every page makes (decision 0013): a repeated read is answered from it,
 * and every change reaches the next read, whoever made it and on whichever instance.
 */
describeApi('the transaction read cache', (context) => {
  const secondApp = secondInstance(context);

  const transactionUrl = (started: StartedApplication) => `/api/transactions/${started.transactionId}/`;
  const sourcesUrl = (started: StartedApplication) =>
    `/api/transaction/${started.transactionId}/financial-sources/`;

  async function moveInDate(app: FastifyInstance, started: StartedApplication): Promise<string | null> {
    const response = await app.inject({
      url: transactionUrl(started),
      headers: withToken(started.user.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().move_in_date;
  }

  async function incomeTotal(started: StartedApplication): Promise<number> {
    const response = await context().app.inject({
      url: sourcesUrl(started),
      headers: withToken(started.user.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().income_total;
  }

  /**
   * A change the database tells no one of (its triggers off), as if this instance had missed the notice.
   * On PostgreSQL it is made over another instance's connections: the app sees its own pool's writes.
   */
  async function changeUnheard(change: (tx: Database) => Promise<unknown>): Promise<void> {
    const db = secondApp()?.db ?? context().database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await change(tx as unknown as Database);
    });
  }
  const setMoveInDate = (db: Database, started: StartedApplication, date: string) =>
    db
      .update(leaseTransactions)
      .set({ moveInDate: date })
      .where(eq(leaseTransactions.id, started.transactionId));

  /** Waits until `read` is answered from the cache: a change made after it that no one hears of is not seen. */
  async function expectKept<T>(
    read: () => Promise<T>,
    change: (db: Database, value: T) => Promise<unknown>,
    seen: T,
    unheard: T,
  ): Promise<void> {
    const { db } = context().database;
    // On PostgreSQL the notice of an earlier write may still be on its way, and it ends what was kept.
    await vi.waitFor(
      async () => {
        await change(db, seen);
        expect(await read()).toEqual(seen);
        // Its notice may arrive after that read, and would end what it kept; the next read keeps it.
        await setTimeout(50);
        expect(await read()).toEqual(seen);
        await changeUnheard((tx) => change(tx, unheard));
        expect(await read()).toEqual(seen);
      },
      { timeout: 5_000, interval: 100 },
    );
  }

  /** Runs `work` with the tables' notices off: only the instance's own bookkeeping can tell it of a write. */
  async function withoutNotices(tables: string[], work: () => Promise<void>): Promise<void> {
    const { db } = context().database;
    const alter = (action: 'disable' | 'enable') =>
      Promise.all(tables.map((table) => db.execute(sql.raw(`alter table ${table} ${action} trigger user`))));
    await alter('disable');
    try {
      await work();
    } finally {
      await alter('enable');
    }
  }

  const keepMoveInDate = (app: FastifyInstance, started: StartedApplication, seen: string, unheard: string) =>
    expectKept(
      () => moveInDate(app, started),
      (db, date) => setMoveInDate(db, started, date ?? ''),
      seen,
      unheard,
    );

  it('answers a repeated read from the cache, and the next one after any write to its rows', async () => {
    const { app, database } = context();
    const started = await startApplicationFor(app, database.db);
    const read = () => moveInDate(app, started);
    await keepMoveInDate(app, started, '2026-12-01', '2026-12-02');
    // Written straight to the database, as a staff member's instance or a background job would.
    await setMoveInDate(database.db, started, '2026-12-03');
    await vi.waitFor(async () => expect(await read()).toBe('2026-12-03'));
  });

  /**
   * PostgreSQL only: on the embedded database the notice is how every write is told, since PGlite hands it
   * over before the write's query resolves; on PostgreSQL it comes back over another connection, maybe
   * after the next read. A new application whose move-in date `seen` is kept while the database holds
   * `unheard`.
   */
  async function keptOnPostgres(skip: (note?: string) => never, seen: string, unheard: string) {
    const { app, database, kind } = context();
    if (kind !== 'postgres') skip('PGlite tells every write by its notice');
    const started = await startApplicationFor(app, database.db);
    await keepMoveInDate(app, started, seen, unheard);
    return { app, database, started };
  }

  it("shows a write through the instance's own connections on its next read, before the write's notice (PostgreSQL)", async ({
    skip,
  }) => {
    const { app, started } = await keptOnPostgres(skip, '2026-12-01', '2026-12-02');
    const read = () => moveInDate(app, started);
    await withoutNotices(
      ['lease_transactions', 'transaction_events', 'selected_rental_options'],
      async () => {
        const patched = await app.inject({
          method: 'PATCH',
          url: transactionUrl(started),
          headers: withToken(started.user.token),
          payload: { move_in_date: '2026-12-15' },
        });
        expect(patched.statusCode).toBe(200);
        expect(await read()).toBe('2026-12-15');
      },
    );
  });

  it('keeps its reads through writes to tables they do not come from (PostgreSQL)', async ({ skip }) => {
    const { app, database, started } = await keptOnPostgres(skip, '2026-12-08', '2026-12-09');
    // A session seen again: the sort of write every instance makes all day.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.userId, started.user.id));
    expect(await moveInDate(app, started)).toBe('2026-12-08');
  });

  it("tells a transaction's write again once it commits, over a read made before (PostgreSQL)", async ({
    skip,
  }) => {
    const { app, database, started } = await keptOnPostgres(skip, '2026-12-10', '2026-12-11');
    await withoutNotices(['lease_transactions'], async () => {
      await database.db.transaction(async (tx) => {
        await setMoveInDate(tx as unknown as Database, started, '2026-12-12');
        // Read over another connection while the write is not committed, and kept.
        expect(await moveInDate(app, started)).toBe('2026-12-11');
      });
      expect(await moveInDate(app, started)).toBe('2026-12-12');
    });
  });

  it('keeps the income sources the same way', async () => {
    const { app, database } = context();
    const started = await startApplicationFor(app, database.db);
    const added = await app.inject({
      method: 'POST',
      url: sourcesUrl(started),
      headers: withToken(started.user.token),
      payload: { income_or_asset_type: 110, estimated_amount: 30_000 },
    });
    expect(added.statusCode).toBe(201);
    const setAmount = (db: Database, cents: number) =>
      db
        .update(financialSources)
        .set({ estimatedAmountCents: cents })
        .where(eq(financialSources.id, added.json().id));
    await expectKept(() => incomeTotal(started), setAmount, 3_000_000, 3_100_000);
    await setAmount(database.db, 3_200_000);
    await vi.waitFor(async () => expect(await incomeTotal(started)).toBe(3_200_000));
  });

  it('has every table the kept reads come from tell of its changes', async () => {
    const { app, database } = context();
    const { db } = database;
    const tables = await names(db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
    const told = await names(
      db,
      sql`select c.relname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where t.tgfoid = 'notify_transaction_change'::regproc`,
    );
    expect([...told].sort()).toEqual([...TABLES_TELLING_TRANSACTION_CHANGES].sort());
    const started = await startApplicationFor(app, db);
    const headers = withToken(started.user.token);
    // With a source, the sources' read also asks for their documents.
    const added = await app.inject({
      method: 'POST',
      url: sourcesUrl(started),
      headers,
      payload: { income_or_asset_type: 110, estimated_amount: 30_000 },
    });
    expect(added.statusCode).toBe(201);
    for (const url of [transactionUrl(started), sourcesUrl(started)]) {
      // The session is then answered from its own cache: what reaches the database is the read's load.
      await app.inject({ url: '/api/session/', headers });
      // PGlite is given the text, node-postgres a query config holding it.
      const client = (db as unknown as { $client: { query(query: string | { text: string }): unknown } })
        .$client;
      const query = vi.spyOn(client, 'query');
      expect((await app.inject({ url, headers })).statusCode).toBe(200);
      const statements = query.mock.calls.map(([sent]) => (typeof sent === 'string' ? sent : sent.text));
      query.mockRestore();
      const read = tables.filter((table) => statements.some((text) => text.includes(`"${table}"`)));
      expect(read.length, url).toBeGreaterThanOrEqual(2);
      expect(told, url).toEqual(expect.arrayContaining(read));
    }
  });

  it("answers another user's transaction with the same 404 after the owner's read was kept", async () => {
    const { app, database } = context();
    const owner = await startApplicationFor(app, database.db);
    const stranger = await startApplicationFor(app, database.db);
    expect(await moveInDate(app, owner)).toBeNull();
    for (const url of [transactionUrl(owner), sourcesUrl(owner)]) {
      const response = await app.inject({ url, headers: withToken(stranger.user.token) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('hears a write made through another instance (PostgreSQL)', async ({ skip }) => {
    const second = secondApp()?.app;
    if (!second) return skip();
    const { app, database } = context();
    const started = await startApplicationFor(app, database.db);
    await keepMoveInDate(app, started, '2026-12-01', '2026-12-02');
    const patched = await second.inject({
      method: 'PATCH',
      url: `/api/transactions/${started.transactionId}/`,
      headers: withToken(started.user.token),
      payload: { move_in_date: '2026-12-20' },
    });
    expect(patched.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await moveInDate(app, started)).toBe('2026-12-20'));
  });

  it('reads from the database while its listening connection is lost, and keeps again once back (PostgreSQL)', async ({
    skip,
  }) => {
    const second = secondApp()?.app;
    if (!second) return skip();
    const { app, database } = context();
    const started = await startApplicationFor(app, database.db);
    await keepMoveInDate(app, started, '2026-12-03', '2026-12-04');
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    // Missed while the instance is not listening: it must not answer from what it held before.
    await changeUnheard((tx) => setMoveInDate(tx, started, '2026-12-05'));
    await vi.waitFor(async () => expect(await moveInDate(app, started)).toBe('2026-12-05'));
    // Back within a second: a read is kept again.
    await keepMoveInDate(app, started, '2026-12-06', '2026-12-07');
  });
});
