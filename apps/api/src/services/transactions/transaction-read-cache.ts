import type { AppContext } from '../../app-context.js';
import { EVERY_TRANSACTION } from '../../db/transaction-change-notices.js';
import { onePer } from '../../lib/one-per.js';

/** A page load reads a few; past this many, the least recently stored go first. */
const MAX_ENTRIES = 5_000;

interface Entry {
  transactionId: number;
  value: unknown;
}

/**
 * What an applicant's pages read on every visit (the transaction's description, the income sources), kept
 * per instance as the database last answered it, and forgotten when the database says one of the rows it
 * was read from changed (docs/decisions/0013). While the instance cannot hear those notices (before it
 * listens, or with its listening connection lost) every read goes to the database.
 *
 * A value handed out is shared with later reads: callers build their answer from it and never change it.
 */
export class TransactionReadCache {
  #entries = new Map<string, Entry>();
  #listening = false;
  /** Moves on every notice, so a read that began before a change never stores what it read. */
  #generation = 0;

  async read<T>(read: string, transactionId: number, userId: number, load: () => Promise<T>): Promise<T> {
    if (!this.#listening) return load();
    const key = `${read}:${transactionId}:${userId}`;
    const entry = this.#entries.get(key);
    if (entry) return entry.value as T;
    const generation = this.#generation;
    const value = await load();
    if (this.#listening && generation === this.#generation) this.#store(key, { transactionId, value });
    return value;
  }

  /** A notice from the database: a transaction's id, or `*` for all. */
  changed(payload: string): void {
    this.#generation++;
    const transactionId = Number(payload);
    if (payload === EVERY_TRANSACTION || !Number.isSafeInteger(transactionId)) this.#entries.clear();
    else {
      for (const [key, entry] of this.#entries)
        if (entry.transactionId === transactionId) this.#entries.delete(key);
    }
  }

  listening(): void {
    this.#generation++;
    this.#listening = true;
  }

  lost(): void {
    this.#generation++;
    this.#listening = false;
    this.#entries.clear();
  }

  #store(key: string, entry: Entry): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}

/** One per app: each instance (and each app a test builds) hears the database for itself. */
export const transactionReadCacheOf = onePer((_context: AppContext) => new TransactionReadCache());
