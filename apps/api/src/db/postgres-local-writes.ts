import type pg from 'pg';
import { TABLES_TELLING_TRANSACTION_CHANGES } from './transaction-change-notices.js';

/** Statements that change rows. */
const WRITE = /^\s*(insert|update|delete|merge|with)\b/i;
/** A write to a table whose changes the triggers tell, by its name, quoted or not. */
const TOLD_TABLE = new RegExp(`\\b(${TABLES_TELLING_TRANSACTION_CHANGES.join('|')})\\b`);
/** The end of a transaction that may hold such writes: told once it has committed. */
const COMMIT = /^\s*(commit|end)\b/i;
/** A transaction begun or rolled back: nothing of it is to tell. */
const FRESH_START = /^\s*(begin|start|rollback|abort)\b/i;

export interface LocalWrites {
  /** `wrote` is called each time a write through the pool has completed; returns how to stop. */
  subscribe(wrote: () => void): () => void;
}

/**
 * Tells subscribers each time a write to a table the triggers watch, made through one of `pool`'s
 * connections, has completed: the statement itself, and the COMMIT of the transaction that held it. The
 * database's notice of that write comes back over another connection, maybe after the writer's next read;
 * this is how an instance sees its own writes at once. Other writes (sessions, the outbox, mail) are not
 * told: they change nothing the cache holds. Installed before the pool opens its first connection.
 */
export function reportLocalWrites(pool: pg.Pool): LocalWrites {
  const subscribers = new Set<() => void>();
  const wrote = (): void => {
    for (const subscriber of subscribers) subscriber();
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    /** A told write was made in the transaction now open on this connection. */
    let pendingCommit = false;
    client.query = ((...args: unknown[]) => {
      const text = statementText(args[0]);
      if (FRESH_START.test(text)) pendingCommit = false;
      const tells = WRITE.test(text) ? TOLD_TABLE.test(text) : COMMIT.test(text) && pendingCommit;
      if (!tells) return query(...args);
      pendingCommit = !COMMIT.test(text);
      // The pool's own `query` passes a callback; a checked-out connection's caller awaits a promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          wrote();
          callback(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      return result instanceof Promise ? result.finally(wrote) : result;
    }) as typeof client.query;
  });
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' ? text : '';
}
