import {
  REALTIME_AUTHENTICATION_ERROR,
  REALTIME_PATH,
  REALTIME_TOKEN_EXPIRED,
} from '@portal/domain/constants/realtime-socket';
import type { RealtimeToken } from '@portal/domain/schemas/realtime';
import { io } from 'socket.io-client';
import { apiRequest, isApiRequestError } from '../../lib/api-client';

export interface RealtimeHandlers {
  onEvent(name: string, payload: unknown): void;
  /**
   * Connected, the first time or again after a break: events sent before the connection (while the page's
   * first reads were under way, or during the break) were missed.
   */
  onConnected(): void;
  /** A new token was refused: the session is over. */
  onSignedOut(): void;
}

const LONGEST_RETRY_MS = 30_000;

/**
 * The tab's one realtime socket (spec part 1 §7): opened with a token from GET /api/realtime-token/, and
 * given a new token whenever the server refuses the old one ("Token expired", "Authentication error"),
 * tells it to reconnect ("force-reconnect") or ends the connection itself. Loaded only for signed-in users.
 */
export function openRealtimeSocket(handlers: RealtimeHandlers): () => void {
  let token: string | undefined;
  let closed = false;
  let renewing = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const socket = io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    autoConnect: false,
    auth: (send) => send({ token }),
  });

  async function renewAndConnect(): Promise<void> {
    if (closed || renewing) return;
    renewing = true;
    try {
      token = (await apiRequest<RealtimeToken>('/api/realtime-token/')).token;
      if (!closed) socket.connect();
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) {
        handlers.onSignedOut();
        return;
      }
      retryLater();
    } finally {
      renewing = false;
    }
  }

  /** Backs off while tokens keep failing, so a broken server is not asked in a tight loop. */
  function retryLater(): void {
    if (closed) return;
    const delay = failures === 0 ? 0 : Math.min(LONGEST_RETRY_MS, 1000 * 2 ** (failures - 1));
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void renewAndConnect(), delay);
  }

  socket.on('connect', () => {
    failures = 0;
    handlers.onConnected();
  });
  socket.on('connect_error', (error) => {
    // Other failures (the network, a restarting server): socket.io retries by itself with the same token.
    if (error.message === REALTIME_TOKEN_EXPIRED || error.message === REALTIME_AUTHENTICATION_ERROR) {
      retryLater();
    }
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retryLater();
  });
  socket.on('force-reconnect', () => {
    socket.disconnect();
    retryLater();
  });
  socket.onAny((name: string, payload: unknown) => {
    if (name !== 'force-reconnect') handlers.onEvent(name, payload);
  });

  void renewAndConnect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    socket.disconnect();
  };
}
