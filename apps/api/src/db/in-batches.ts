import type { Database, DatabaseTransaction } from './client.js';

/**
 * Rows a background round claims and acts on in one transaction: small enough that a batch's locks and
 * memory stay short-lived whatever the portfolio's size, large enough that a round needs few of them.
 */
export const ROUND_BATCH_SIZE = 500;

/**
 * Works through a round a batch at a time, each batch in its own transaction: `batch` claims at most
 * `limit` rows (FOR UPDATE SKIP LOCKED, so a round on another instance takes other rows), acts on them
 * and says how many it claimed. A short batch means nothing is left that another round is not holding.
 */
export async function inBatches(
  db: Database,
  batch: (tx: DatabaseTransaction, limit: number) => Promise<number>,
  limit: number = ROUND_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction((tx) => batch(tx, limit));
    total += claimed;
    if (claimed < limit) return total;
  }
}
