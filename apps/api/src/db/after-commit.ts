import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from './database.js';

type CommitHook = (db: Database) => void;

/** The hooks queued inside each open transaction, and the database it belongs to. */
const openTransactions = new WeakMap<object, { db: Database; hooks: CommitHook[] }>();

/**
 * Lets work queued with `afterCommit` inside `db.transaction(...)` run once that transaction has committed,
 * and never when it rolls back. Applied once to every database `openDatabase` hands out.
 */
export function withCommitHooks<D extends Database>(db: D): D {
  const begin = db.transaction.bind(db);
  async function transaction<T>(
    work: (tx: DatabaseTransaction) => Promise<T>,
    config?: Parameters<Database['transaction']>[1],
  ): Promise<T> {
    const hooks: CommitHook[] = [];
    const result = await begin((tx) => {
      openTransactions.set(tx, { db, hooks });
      return work(tx);
    }, config);
    for (const hook of hooks) hook(db);
    return result;
  }
  db.transaction = transaction as D['transaction'];
  return db;
}

/**
 * Runs `hook` once the write made through `executor` is committed: at the end of its transaction, or at
 * once when the write was made outside one (it committed on its own). A hook must not throw.
 */
export function afterCommit(executor: Database | DatabaseTransaction, hook: CommitHook): void {
  if (!(executor instanceof PgTransaction)) {
    hook(executor);
    return;
  }
  const open = openTransactions.get(executor);
  if (!open) throw new Error('afterCommit needs a transaction begun by a database from openDatabase');
  open.hooks.push(hook);
}
