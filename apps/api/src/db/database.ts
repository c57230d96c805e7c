import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle over either database: what services and routes are written against. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle `db.transaction` gives its callback. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
