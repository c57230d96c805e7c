import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Column, getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DatabaseHandle } from './client.js';

/** The rows of one table, as its drizzle insert type: a row that misses a required column does not compile. */
export type RowsOf<T extends PgTable> = readonly T['$inferInsert'][];

/** One transaction that loads rows in bulk: COPY FROM STDIN on PostgreSQL, COPY from a blob on PGlite. */
export interface BulkSession {
  copy<T extends PgTable>(table: T, rows: RowsOf<T>): Promise<void>;
  query(text: string): Promise<Record<string, unknown>[]>;
}

/** COPY's text format: backslash, tab and line ends escaped, \N for null. */
const escapeCopyText = (text: string) => text.replace(/[\\\t\n\r]/g, (char) => copyEscapes[char] ?? char);
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyField(column: Column, value: unknown): string {
  // A row that leaves a column out gets the column's default, as an INSERT would (when it is a value).
  if (value === undefined && column.hasDefault && !is(column.default, SQL))
    return copyField(column, column.default);
  if (value === null || value === undefined) return '\\N';
  const driverValue = column.mapToDriverValue(value);
  if (typeof driverValue === 'boolean') return driverValue ? 't' : 'f';
  return escapeCopyText(String(driverValue));
}

/** The COPY statement's column list and its data, the columns being those any row names. */
export function copyText<T extends PgTable>(table: T, rows: RowsOf<T>): { columns: string; data: string } {
  const byKey = getTableColumns(table) as Record<string, Column>;
  const named = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) named.add(key);
  const keys = Object.keys(byKey).filter((key) => named.has(key));
  const columns = keys.map((key) => `"${byKey[key]?.name}"`).join(', ');
  const lines = rows.map((row) => {
    const values = row as Record<string, unknown>;
    return keys.map((key) => copyField(byKey[key] as Column, values[key])).join('\t');
  });
  return { columns, data: `${lines.join('\n')}\n` };
}

/**
 * A COPY … FROM STDIN through node-postgres, which has no COPY of its own: the client hands the protocol's
 * messages to the query in flight (its "submittable"), and this one answers CopyInResponse with the data.
 */
class CopyFromStdin {
  readonly done: Promise<void>;
  private settle: (error?: Error) => void = () => undefined;

  constructor(
    private readonly statement: string,
    private readonly data: string,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
  }

  submit(connection: pg.Connection & { query(text: string): void }) {
    connection.query(this.statement);
  }

  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) {
    connection.sendCopyFromChunk(Buffer.from(this.data));
    connection.endCopyFrom();
  }

  // The client forgets the query on an error, so the ReadyForQuery after it never reaches this one.
  handleError(error: Error) {
    this.settle(error);
  }

  handleReadyForQuery() {
    this.settle();
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
}

function postgresSession(client: pg.PoolClient): BulkSession {
  return {
    async copy(table, rows) {
      if (rows.length === 0) return;
      const { columns, data } = copyText(table, rows);
      const copy = new CopyFromStdin(`copy "${getTableName(table)}" (${columns}) from stdin`, data);
      client.query(copy);
      await copy.done;
    },
    async query(text) {
      return (await client.query(text)).rows;
    },
  };
}

function pgliteSession(tx: Transaction): BulkSession {
  return {
    async copy(table, rows) {
      if (rows.length === 0) return;
      const { columns, data } = copyText(table, rows);
      await tx.query(`copy "${getTableName(table)}" (${columns}) from '/dev/blob'`, [], {
        blob: new Blob([data]),
      });
    },
    async query(text) {
      return (await tx.query<Record<string, unknown>>(text)).rows;
    },
  };
}

/** Runs `work` in one transaction of the handle's database, committed when it resolves. */
export async function inBulkTransaction<T>(
  handle: DatabaseHandle,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  // Both drivers keep their client on the drizzle handle; the bulk load needs it for COPY.
  const driver = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'pglite') return (driver as PGlite).transaction((tx) => work(pgliteSession(tx)));
  const client = await (driver as pg.Pool).connect();
  try {
    await client.query('begin');
    const result = await work(postgresSession(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
