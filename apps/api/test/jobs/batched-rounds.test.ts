import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import {
  PAYMENT_RETURNED_TOPIC,
  settleSandboxBankDebits,
} from '../../src/providers/payments/sandbox-bank-settlement.js';
import { applyDuePriceChanges } from '../../src/services/admin/manage-units.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { loadDemoData } from '../../src/services/demo-data/load-demo-data.js';
import { TestClock } from '../support/test-clock.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

type Db = DatabaseHandle['db'];
const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);

/** `count` bank debits the sandbox bank has not settled yet, charged a week before `now`; each is returned. */
async function unsettledDebits(db: Db, prefix: string, count: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into sandbox_payment_methods (id, customer, kind, brand, last4, behavior, created_at)
    values (${`${prefix}-bank`}, 'cus', 'bank', 'Test Bank', '6789', 'returned_insufficient_funds', ${now})`);
  await db.execute(sql`
    insert into sandbox_intents (id, kind, customer, client_secret, amount_cents, status, payment_method,
      created_at, updated_at)
    select ${prefix} || '-' || n, 'payment', 'cus', 'secret', 10000, 'succeeded', ${`${prefix}-bank`},
      ${now}::timestamptz - interval '7 days', ${now}::timestamptz - interval '7 days'
    from generate_series(1, ${count}) n`);
}

/** Two rent changes due today for each of the first `count` units, the later one the rent that holds. */
async function dueRentChanges(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into unit_price_changes (unit_id, effective_date, base_rent_cents)
    select id, current_date - step, 100000 + id * 10 + step
    from (select id from units order by id limit ${count}) chosen, generate_series(1, 2) step`);
}

describe.each(databaseKinds)('background rounds in batches [%s]', (kind) => {
  let database: TestDatabase;
  const clock = new TestClock();
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await loadDemoData(db(), await readDemoFixture(), clock);
  }, 120_000);
  afterAll(() => database.dispose());

  it('settles every due bank debit when there are more than a batch, once each', async () => {
    await unsettledDebits(db(), 'one-round', 11, clock.now());
    expect(await settleSandboxBankDebits(db(), clock, clock.now(), 4)).toEqual({ settled: 0, returned: 11 });
    expect(await countOf(db(), sql`select count(*) n from sandbox_intents where settled_at is null`)).toBe(0);
    expect(await settleSandboxBankDebits(db(), clock, clock.now(), 4)).toEqual({ settled: 0, returned: 0 });
  });

  it('applies every due rent change when more units have one than a batch, the latest winning', async () => {
    await dueRentChanges(db(), 7);
    expect(await applyDuePriceChanges(db(), new Date(), 3)).toBe(7);
    expect(await countOf(db(), sql`select count(*) n from unit_price_changes where applied_at is null`)).toBe(
      0,
    );
    expect(
      await countOf(
        db(),
        sql`select count(*) n from units u where base_rent_cents = 100000 + u.id * 10 + 1
          and exists (select 1 from unit_price_changes p where p.unit_id = u.id)`,
      ),
    ).toBe(7);
    expect(await applyDuePriceChanges(db(), new Date(), 3)).toBe(0);
  });
});

// Two instances need two connections to one server: PGlite is one connection in one process.
describe.runIf(databaseKinds.includes('postgres'))(
  'background rounds of two instances at once (PostgreSQL)',
  () => {
    let database: TestDatabase;
    let secondInstance: DatabaseHandle;
    const clock = new TestClock();

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await loadDemoData(database.handle.db, await readDemoFixture(), clock);
      secondInstance = await openDatabase({ databaseUrl: database.databaseUrl as string });
    });
    afterAll(async () => {
      await secondInstance.close();
      await database.dispose();
    });
    const instances = () => [database.handle.db, database.handle.db, secondInstance.db, secondInstance.db];

    it('never settles one bank debit twice', async () => {
      const debits = 120;
      await unsettledDebits(database.handle.db, 'shared', debits, clock.now());
      const rounds = await Promise.all(
        instances().map((db) => settleSandboxBankDebits(db, clock, clock.now(), 5)),
      );
      expect(rounds.reduce((sum, round) => sum + round.returned, 0)).toBe(debits);
      expect(rounds.filter((round) => round.returned > 0).length).toBeGreaterThan(1);
      // Each settlement sends one "returned" event: a debit settled twice would send two.
      expect(
        await countOf(
          database.handle.db,
          sql`select count(*) n from outbox_messages where topic = ${PAYMENT_RETURNED_TOPIC}`,
        ),
      ).toBe(debits);
    });

    it('never applies one unit’s rent changes in two rounds', async () => {
      // The demo's units, two changes each: four rounds of two-unit batches contend for them.
      const units = 15;
      await dueRentChanges(database.handle.db, units);
      const rounds = await Promise.all(instances().map((db) => applyDuePriceChanges(db, new Date(), 2)));
      expect(rounds.reduce((sum, applied) => sum + applied, 0)).toBe(units);
      expect(
        await countOf(
          database.handle.db,
          sql`select count(*) n from unit_price_changes where applied_at is null`,
        ),
      ).toBe(0);
    });
  },
);
