import { REALTIME_PATH } from '@portal/domain/constants/realtime-socket';
import type { RealtimeToken } from '@portal/domain/schemas/realtime';
import { apiRequest, isApiRequestError } from '@/lib/api-client';
import { connectFrame, PONG_FRAME, receivedFrame, socketUrl } from './socket-io-frames';

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
/** After a dropped connection, as socket.io's own client waits: 1 s doubling to 5 s, each ±50 %. */
const FIRST_RECONNECT_MS = 1000;
const LONGEST_RECONNECT_MS = 5000;

const reconnectDelay = (attempt: number) =>
  Math.min(LONGEST_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** attempt) * (0.5 + Math.random());

/**
 * The tab's one realtime socket (spec part 1 §7), spoken over the browser's WebSocket (decision 0015):
 * opened with a token from GET /api/realtime-token/, and given a new token whenever the server refuses the
 * old one ("Token expired", "Authentication error"), tells it to reconnect ("force-reconnect") or ends the
 * connection itself. A connection lost to the network, or silent past the server's heartbeat, is opened
 * again with the same token. Loaded only for signed-in users.
 */
export function openRealtimeSocket(handlers: RealtimeHandlers): () => void {
  let token: string | undefined;
  let closed = false;
  let renewing = false;
  let failures = 0;
  let drops = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatMs = 0;
  let socket: WebSocket | undefined;

  /** Ends the current connection without its close counting as a drop. */
  function hangUp(): void {
    clearTimeout(silenceTimer);
    const current = socket;
    socket = undefined;
    current?.close();
  }

  function connect(): void {
    hangUp();
    if (closed) return;
    const opened = new WebSocket(socketUrl(window.location, REALTIME_PATH));
    socket = opened;
    opened.onmessage = (message) => {
      if (socket === opened) receive(opened, String(message.data));
    };
    opened.onclose = () => {
      if (socket === opened) dropped();
    };
  }

  /** The network took the connection (or the server went quiet): the same token again, after a pause. */
  function dropped(): void {
    hangUp();
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, reconnectDelay(drops));
    drops += 1;
  }

  function receive(opened: WebSocket, frame: string): void {
    const received = receivedFrame(frame);
    switch (received.kind) {
      case 'open':
        heartbeatMs = received.pingInterval + received.pingTimeout;
        awaitHeartbeat();
        opened.send(connectFrame({ token }));
        return;
      case 'ping':
        opened.send(PONG_FRAME);
        awaitHeartbeat();
        return;
      case 'connected':
        failures = 0;
        drops = 0;
        handlers.onConnected();
        return;
      // The server refuses only a token ("Token expired", "Authentication error") and ends a connection only
      // when its session may have: a new token, or the news that the session is over.
      case 'connect-error':
      case 'disconnected':
        hangUp();
        retryLater();
        return;
      case 'event':
        if (received.name === 'force-reconnect') {
          hangUp();
          retryLater();
        } else {
          handlers.onEvent(received.name, received.payload);
        }
        return;
      case 'close':
        dropped();
        return;
      case 'other':
        return;
    }
  }

  /** The server pings every `pingInterval`; a connection silent longer than that and its timeout is dead. */
  function awaitHeartbeat(): void {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(dropped, heartbeatMs);
  }

  async function renewAndConnect(): Promise<void> {
    if (closed || renewing) return;
    renewing = true;
    try {
      token = (await apiRequest<RealtimeToken>('/api/realtime-token/')).token;
      connect();
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

  // The browser knows first when the network goes: the connection it held is gone with it.
  const onOffline = () => {
    if (socket) dropped();
  };
  window.addEventListener('offline', onOffline);

  void renewAndConnect();
  return () => {
    closed = true;
    window.removeEventListener('offline', onOffline);
    clearTimeout(retryTimer);
    hangUp();
  };
}
