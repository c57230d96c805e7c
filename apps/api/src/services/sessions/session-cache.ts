import type { Database } from '../../db/client.js';
import { onePer } from '../../lib/one-per.js';

/**
 * How long an instance answers from the session it last read before reading it again. Ending a session
 * (logout, password change, expiry) forgets it at once on the instance that ended it; another instance
 * may accept it for up to this long (docs/architecture.md, "Several instances").
 */
export const SESSION_CACHE_TTL_MS = 1_000;
/** Sessions active on one instance within a second stay far below this; past it, stale ones are swept. */
const SWEEP_AT_SIZE = 10_000;

interface CachedSession {
  session: { id: number; userId: number };
}

interface Entry<Row> {
  row: Row;
  readAt: number;
}

/**
 * The session rows an instance has just read, by token hash: every signed-in request starts with this
 * lookup, and a page load makes several requests within the same second.
 */
export class SessionCache<Row extends CachedSession> {
  #entries = new Map<string, Entry<Row>>();

  get(tokenHash: string, now: Date): Row | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const age = now.getTime() - entry.readAt;
    if (age >= 0 && age < SESSION_CACHE_TTL_MS) return entry.row;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, row: Row, now: Date): void {
    if (this.#entries.size >= SWEEP_AT_SIZE) this.#sweep(now);
    this.#entries.set(tokenHash, { row, readAt: now.getTime() });
  }

  forget(ended: (session: CachedSession['session']) => boolean): void {
    for (const [tokenHash, entry] of this.#entries) {
      if (ended(entry.row.session)) this.#entries.delete(tokenHash);
    }
  }

  #sweep(now: Date): void {
    for (const [tokenHash, entry] of this.#entries) {
      if (now.getTime() - entry.readAt >= SESSION_CACHE_TTL_MS) this.#entries.delete(tokenHash);
    }
    if (this.#entries.size >= SWEEP_AT_SIZE) this.#entries.clear();
  }
}

const cacheOf = onePer((_db: Database) => new SessionCache<CachedSession>());

/** The one cache of a database handle, so every route and every revocation on this instance share it. */
export function sessionCacheOf<Row extends CachedSession>(db: Database): SessionCache<Row> {
  return cacheOf(db) as SessionCache<Row>;
}
