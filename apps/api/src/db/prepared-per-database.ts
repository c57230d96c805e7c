import type { Database } from './database.js';

/**
 * A query every request makes, built and prepared once per database rather than per call: drizzle then
 * skips building its SQL, and PostgreSQL (or the embedded database's statement cache) skips parsing it.
 */
export function preparedPerDatabase<Prepared>(
  prepare: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
