import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { listenForChanges } from '../db/change-notices.js';
import { EVERY_TRANSACTION, TRANSACTION_CHANGES_CHANNEL } from '../db/transaction-change-notices.js';
import { forgetCommunitySettings } from '../services/communities/community-settings.js';
import { forgetConfigurationJson } from '../services/communities/configuration-json.js';
import { transactionReadCacheOf } from '../services/transactions/transaction-read-cache.js';

/**
 * Starts the instance's transaction read cache and community configuration caches hearing the database's
 * change notices; stops them with the app. A notice for every transaction (`*`) is also what a company,
 * community, unit, price or fee change sends.
 */
export async function registerTransactionChangeListener(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const cache = transactionReadCacheOf(context);
  const subscription = await listenForChanges(context.db, TRANSACTION_CHANGES_CHANNEL, {
    notice: (payload) => {
      cache.changed(payload);
      if (payload === EVERY_TRANSACTION) {
        forgetConfigurationJson(context);
        forgetCommunitySettings(context);
      }
    },
    listening: () => cache.listening(),
    lost: () => cache.lost(),
  });
  app.addHook('onClose', async () => {
    cache.lost();
    await subscription.stop();
  });
}
