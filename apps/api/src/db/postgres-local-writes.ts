import type pg from 'pg';

/** Statements that change rows, or end a transaction that did (drizzle ends them with `commit`). */
const WRITE = /^\s*(insert|update|delete|merge|with|commit|end)\b/i;

export interface LocalWrites {
  /** `wrote` is called each time a write through the pool has completed; returns how to stop. */
  subscribe(wrote: () => void): () => void;
}

/**
 * Tells subscribers each time a write made through one of `pool`'s connections has completed: its
 * statement, or the COMMIT of its transaction. The database's notice of that write comes back over another
 * connection, maybe after the writer's next read; this is how an instance sees its own writes at once.
 * Installed before the pool opens its first connection.
 */
export function reportLocalWrites(pool: pg.Pool): LocalWrites {
  const subscribers = new Set<() => void>();
  const wrote = (): void => {
    for (const subscriber of subscribers) subscriber();
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (!WRITE.test(statementText(args[0]))) return query(...args);
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
