import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { listenForChanges } from '../db/change-notices.js';
import { TRANSACTION_CHANGES_CHANNEL } from '../db/transaction-change-notices.js';
import { transactionReadCacheOf } from '../services/transactions/transaction-read-cache.js';

/** Starts the instance's transaction read cache hearing the database's change notices; stops it with the app. */
export async function registerTransactionChangeListener(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const cache = transactionReadCacheOf(context);
  const subscription = await listenForChanges(context.db, TRANSACTION_CHANGES_CHANNEL, {
    notice: (payload) => cache.changed(payload),
    listening: () => cache.listening(),
    lost: () => cache.lost(),
  });
  app.addHook('onClose', async () => {
    cache.lost();
    await subscription.stop();
  });
}
