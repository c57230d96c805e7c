/**
 * The frames of socket.io's protocol (v5, over Engine.IO v4) that a WebSocket-only client of the default
 * namespace sends and receives, as text. https://socket.io/docs/v4/socket-io-protocol/ and
 * https://socket.io/docs/v4/engine-io-protocol/: an Engine.IO packet is its type digit and its data; a
 * socket.io packet travels as Engine.IO's "message" (4) and is its own type digit, an optional
 * acknowledgement id and a JSON payload.
 */

/** What a received frame means to the client. */
export type ReceivedFrame =
  | { kind: 'open'; pingInterval: number; pingTimeout: number }
  | { kind: 'ping' }
  | { kind: 'close' }
  | { kind: 'connected' }
  | { kind: 'connect-error' }
  | { kind: 'disconnected' }
  | { kind: 'event'; name: string; payload: unknown }
  | { kind: 'other' };

const EngineOpen = '0';
const EngineClose = '1';
const EnginePing = '2';
const EnginePong = '3';
const EngineMessage = '4';
const SocketConnect = '0';
const SocketDisconnect = '1';
const SocketEvent = '2';
const SocketConnectError = '4';

/** The URL of the socket served at `path` on this page's host. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}?EIO=4&transport=websocket`;
}

/** Joins the default namespace with `auth` (the server's middleware reads it as `socket.handshake.auth`). */
export const connectFrame = (auth: object) => `${EngineMessage}${SocketConnect}${JSON.stringify(auth)}`;

/** The answer to the server's heartbeat. */
export const PONG_FRAME = EnginePong;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function receivedSocketPacket(packet: string): ReceivedFrame {
  const type = packet[0];
  if (type === SocketConnect) return { kind: 'connected' };
  if (type === SocketDisconnect) return { kind: 'disconnected' };
  if (type === SocketConnectError) return { kind: 'connect-error' };
  // The default namespace is not written; an acknowledgement id (digits) may stand before the JSON.
  const payload = parseJson(packet.slice(1).replace(/^\d+/, ''));
  if (type === SocketEvent && Array.isArray(payload) && typeof payload[0] === 'string') {
    return { kind: 'event', name: payload[0], payload: payload[1] };
  }
  return { kind: 'other' };
}

/** Reads one text frame the server sent. */
export function receivedFrame(frame: string): ReceivedFrame {
  const type = frame[0];
  if (type === EngineMessage) return receivedSocketPacket(frame.slice(1));
  if (type === EnginePing) return { kind: 'ping' };
  if (type === EngineClose) return { kind: 'close' };
  if (type === EngineOpen) {
    const open = parseJson(frame.slice(1)) as { pingInterval?: unknown; pingTimeout?: unknown } | undefined;
    const pingInterval = Number(open?.pingInterval);
    const pingTimeout = Number(open?.pingTimeout);
    if (Number.isFinite(pingInterval) && Number.isFinite(pingTimeout)) {
      return { kind: 'open', pingInterval, pingTimeout };
    }
  }
  return { kind: 'other' };
}
