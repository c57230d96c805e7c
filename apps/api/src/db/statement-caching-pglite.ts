import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * PGlite parses, plans and describes every query anew, in six calls into its WebAssembly Postgres. That
 * made one authenticated read cost over a millisecond of database time on the embedded database, most of
 * it before a row was touched. This client keeps a named prepared statement per query text, as
 * node-postgres does for PostgreSQL, and runs each query as one bind-execute-sync batch: the same
 * rows, the same errors, a fraction of the work (docs/benchmarks.md, "Authenticated reads").
 */

/** Statements that Postgres can prepare and that drizzle issues over and over; DDL and the rest pass through. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Enough for every query shape the portal has; beyond it the least recently used is closed. */
const MAX_STATEMENTS = 500;
/** Postgres: the statement was closed or its result columns changed under it (a migration ran). */
const STATEMENT_GONE = new Set(['26000', '0A000']);

interface PreparedStatement {
  name: string;
  paramTypes: number[];
  /** Described once when prepared, so no execution asks for it (and decodes it) again. */
  columns: BackendMessage[];
}

export class StatementCachingPglite extends PGlite {
  #statements = new Map<string, PreparedStatement>();
  #nextId = 0;
  /**
   * PGlite merges a query's own parsers into its table of several hundred on every query; drizzle passes
   * the same parsers object with every execution of a query, so the merge is done once per object.
   */
  #mergedParsers = new WeakMap<NonNullable<QueryOptions['parsers']>, PGlite['parsers']>();

  override query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#cacheable(text, options)) return super.query(text, params, options);
    // A query outside a transaction waits for any open one, exactly as PGlite's own `query` does.
    return this._runExclusiveTransaction(() => this.#runPrepared<T>(text, params ?? [], options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#preparingTransaction(tx)));
  }

  #cacheable(text: string, options?: QueryOptions): boolean {
    return PREPARABLE.test(text) && !options?.paramTypes && !options?.blob;
  }

  #preparingTransaction(tx: Transaction): Transaction {
    const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      if (!this.#cacheable(text, options)) return tx.query<T>(text, params, options);
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return this.#runPrepared<T>(text, params ?? [], options);
    };
    return new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
  }

  async #runPrepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      return await this._runExclusiveQuery(() => this.#execute<T>(text, params, options));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !STATEMENT_GONE.has(code) || this.isInTransaction())
        throw withQuery(error, text, params, options);
      this.#statements.delete(text);
      try {
        return await this._runExclusiveQuery(() => this.#execute<T>(text, params, options));
      } catch (retryError) {
        throw withQuery(retryError, text, params, options);
      }
    }
  }

  async #execute<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // Most recently used last, so eviction takes the first.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, index) => this.#serialize(value, statement.paramTypes[index], options));
    const { messages } = await this.execProtocol(
      batch(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const [result] = parse.parseResults([...statement.columns, ...messages], this.#parsersFor(options), {
      rowMode: options?.rowMode,
    });
    return result as Results<T>;
  }

  async #prepare(text: string): Promise<PreparedStatement> {
    if (this.#statements.size >= MAX_STATEMENTS) await this.#closeLeastRecentlyUsed();
    const name = `portal_${++this.#nextId}`;
    const { messages } = await this.execProtocol(
      batch(
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.filter((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #closeLeastRecentlyUsed(): Promise<void> {
    const [text, statement] = this.#statements.entries().next().value ?? [];
    if (!text || !statement) return;
    this.#statements.delete(text);
    await this.execProtocol(
      batch(protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()),
      { syncToFs: false },
    );
  }

  #parsersFor(options?: QueryOptions): PGlite['parsers'] {
    const own = options?.parsers;
    if (!own) return this.parsers;
    let merged = this.#mergedParsers.get(own);
    if (!merged) {
      merged = { ...this.parsers, ...own };
      this.#mergedParsers.set(own, merged);
    }
    return merged;
  }

  #serialize(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }
}

function batch(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** PGlite's own errors name the query, its parameters and options; ours keep doing so. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
}
