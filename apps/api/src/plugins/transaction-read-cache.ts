import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { listenForChanges } from '../db/change-notices.js';
import {
  TRANSACTION_CHANGES_CHANNEL,
  transactionReadCacheOf,
} from '../services/transactions/transaction-read-cache.js';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Starts the instance's transaction read cache hearing the database's change notices, and stops it with
 * the app. A write's notice comes back over another connection and may arrive after the write's own
 * answer; so every write a signed-in caller makes here also forgets what this instance holds for them
 * before that answer leaves, and their next read here sees it.
 */
export async function registerTransactionReadCache(app: FastifyInstance, context: AppContext): Promise<void> {
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
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.auth && !READ_ONLY_METHODS.has(request.method)) cache.wroteFor(request.auth.userId);
    return payload;
  });
}
