import pg from 'pg';
import type { ListenForChanges } from './change-notices.js';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own that stays open: a pooled one goes back to the pool between
 * queries. When it is lost (server restart, failover, an administrator ending it) the subscriber is told,
 * and the connection is opened again until `stop`.
 */
export function postgresChangeListener(connectionString: string): ListenForChanges {
  return async (channel, handlers) => {
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
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end().catch(() => undefined);
      },
    };
  };
}
