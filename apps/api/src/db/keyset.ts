import { type Column, type SQL, sql } from 'drizzle-orm';

// Keyset pages (docs/decisions/0037): a page is the rows past the sort key of the previous page's edge
// row, one range of an index whose columns are the sort key, however deep the page.

/** A timestamp as a list cursor carries it: UTC to the microsecond, as PostgreSQL keeps it. */
export const cursorMoment = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type KeyValue = string | number;

/** The rows whose (moment, id) key comes after `key` in `direction`: a row comparison an index serves. */
export function pastKey(
  [momentColumn, idColumn]: [Column, Column],
  key: readonly [KeyValue, number],
  direction: 'ascending' | 'descending',
  cast: 'timestamptz' | 'date',
): SQL {
  const operator = sql.raw(direction === 'ascending' ? '>' : '<');
  return sql`(${momentColumn}, ${idColumn}) ${operator} (${key[0]}::${sql.raw(cast)}, ${key[1]})`;
}
