import pg from 'pg';
import type { ListenForChanges } from './change-notices.js';
import type { LocalWrites } from './postgres-local-writes.js';
import { EVERY_TRANSACTION } from './transaction-change-notices.js';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own that stays open: a pooled one goes back to the pool between
 * queries. When it is lost (server restart, failover, an administrator ending it) the subscriber is told,
 * and the connection is opened again until `stop`. A write through this instance's own pool is also told
 * at once, for every transaction, before its notice comes back.
 */
export function postgresChangeListener(connectionString: string, localWrites: LocalWrites): ListenForChanges {
  return async (channel, handlers) => {
    const stopHearingLocalWrites = localWrites.subscribe(() => handlers.notice(EVERY_TRANSACTION));
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let stopped = false;

    function connectLater(): void {
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }

    async function connect(): Promise<void> {
      const client = new pg.Client({ connectionString });
      let lost = false;
      const onLost = (): void => {
        if (lost) return;
        lost = true;
        if (current === client) current = undefined;
        handlers.lost();
        client.end().catch(() => undefined);
        connectLater();
      };
      client.on('error', onLost);
      client.on('end', onLost);
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.notice(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        onLost();
        return;
      }
      if (stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
      handlers.listening();
    }

    await connect();
    return {
      async stop() {
        stopped = true;
        stopHearingLocalWrites();
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end().catch(() => undefined);
      },
    };
  };
}
