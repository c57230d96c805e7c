import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCachingPglite } from '../../src/db/statement-caching-pglite.js';

const SCHEMA = `
  create table things (
    id serial primary key,
    name text not null unique,
    born date,
    seen_at timestamptz,
    details jsonb,
    active boolean not null default true,
    blob bytea
  );
`;

const ROW_QUERY = 'select id, name, born, seen_at, details, active, blob from things where name = $1';

describe('the embedded database with cached prepared statements', () => {
  const cached = new StatementCachingPglite();
  const plain = new PGlite();

  beforeAll(async () => {
    for (const db of [cached, plain]) {
      await db.exec(SCHEMA);
      await db.query(
        'insert into things (name, born, seen_at, details, active, blob) values ($1, $2, $3, $4, $5, $6)',
        [
          'ada',
          '1815-12-10',
          new Date('2026-11-25T10:00:00Z'),
          { tags: ['a', 1] },
          false,
          new Uint8Array([1, 2, 255]),
        ],
      );
    }
  });

  afterAll(async () => {
    await cached.close();
    await plain.close();
  });

  it('answers every query, typed parameters and all, exactly as PGlite does', async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(ROW_QUERY, ['ada'], { rowMode });
      for (let run = 0; run < 3; run++) {
        const actual = await cached.query(ROW_QUERY, ['ada'], { rowMode });
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
    const filters = [
      'select count(*)::int as n from things where born < $1 and seen_at > $2 and active = $3',
      ['1900-01-01', new Date('2020-01-01'), false],
    ] as const;
    expect((await cached.query(filters[0], [...filters[1]])).rows).toEqual(
      (await plain.query(filters[0], [...filters[1]])).rows,
    );
  });

  it('reports the affected rows of a write and a null parameter as SQL null', async () => {
    const update = await cached.query('update things set born = $1 where name = $2', [null, 'nobody']);
    expect(update.affectedRows).toBe(0);
    const inserted = await cached.query<{ id: number }>(
      'insert into things (name, born) values ($1, $2) returning id',
      ['grace', null],
    );
    expect(inserted.rows).toHaveLength(1);
    const read = await cached.query<{ born: Date | null }>('select born from things where name = $1', [
      'grace',
    ]);
    expect(read.rows[0]?.born).toBeNull();
  });

  it("keeps Postgres's error, with its code and the query, and stays usable after it", async () => {
    const duplicate = cached.query('insert into things (name) values ($1)', ['ada']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
    });
    await expect(cached.query('select nope from things where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await cached.query(ROW_QUERY, ['ada'])).rows).toHaveLength(1);
  });

  it('runs the queries of a transaction inside it, and a rollback undoes them', async () => {
    await expect(
      cached.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['rolled back']);
        const inside = await tx.query('select name from things where name = $1', ['rolled back']);
        expect(inside.rows).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(
      (await cached.query('select name from things where name = $1', ['rolled back'])).rows,
    ).toHaveLength(0);
    await cached.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['kept']);
    });
    expect((await cached.query('select name from things where name = $1', ['kept'])).rows).toHaveLength(1);
  });

  it('never lets a query outside a transaction see what the transaction has not committed', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = cached.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['pending']);
      started();
      await held;
      throw new Error('rolled back');
    });
    await inside;
    const outside = cached.query<{ n: number }>('select count(*)::int as n from things where name = $1', [
      'pending',
    ]);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await outside).rows[0]?.n).toBe(0);
  });

  it('prepares the statement again when a migration changes the columns it returns', async () => {
    const query = 'select * from things where name = $1';
    const before = await cached.query<Record<string, unknown>>(query, ['ada']);
    await cached.exec('alter table things add column nickname text');
    const after = await cached.query<Record<string, unknown>>(query, ['ada']);
    expect(Object.keys(after.rows[0] ?? {})).toEqual([...Object.keys(before.rows[0] ?? {}), 'nickname']);
  });

  it('passes statements it cannot prepare to PGlite as they are', async () => {
    await cached.query('create temporary table scratch (n int)');
    await cached.query('insert into scratch values ($1)', [7]);
    expect((await cached.query('select n from scratch')).rows).toEqual([{ n: 7 }]);
  });
});
