import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RowsOf } from '../../../db/bulk-copy.js';

/**
 * The rows generated since the last flush, table by table, in the order the tables first received a row.
 * Every generator adds a row only after the rows it references, so that order is one in which each table's
 * foreign keys find their rows: the buffer can be written table after table.
 */
export class RowBuffer {
  private readonly tables = new Map<PgTable, unknown[]>();
  private size = 0;

  add<T extends PgTable>(table: T, row: T['$inferInsert']): void {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = [];
      this.tables.set(table, rows);
    }
    rows.push(row);
    this.size += 1;
  }

  get rowCount(): number {
    return this.size;
  }

  /** Each table and its rows, in writing order; the buffer is empty afterwards. */
  drain(): { table: PgTable; rows: RowsOf<PgTable> }[] {
    const drained = [...this.tables].map(([table, rows]) => ({ table, rows: rows as RowsOf<PgTable> }));
    this.tables.clear();
    this.size = 0;
    return drained;
  }

  countsByTable(): Record<string, number> {
    return Object.fromEntries([...this.tables].map(([table, rows]) => [getTableName(table), rows.length]));
  }
}

/**
 * The next id of each serial table: the portfolio names its rows' ids itself, so every foreign key is known
 * when the row is made, after whatever ids the database already holds (`after`).
 */
export class IdSequence {
  private readonly last = new Map<string, number>();

  constructor(after: Record<string, number> = {}) {
    for (const [table, id] of Object.entries(after)) this.last.set(table, id);
  }

  next(table: PgTable): number {
    const name = getTableName(table);
    const id = (this.last.get(name) ?? 0) + 1;
    this.last.set(name, id);
    return id;
  }

  /** The highest id handed out per table: where the database's sequences continue from. */
  highest(): Record<string, number> {
    return Object.fromEntries(this.last);
  }
}
