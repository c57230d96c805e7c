import { REALTIME_PATH } from '@portal/domain/constants/realtime-socket';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { withToken } from '../factories/users.js';

/** Serves the app on a free local port (sockets need a real server), and gives its address. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export async function realtimeToken(app: FastifyInstance, sessionToken: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/realtime-token/',
    headers: withToken(sessionToken),
  });
  if (response.statusCode !== 200) throw new Error(`realtime token refused: ${response.body}`);
  return response.json().token;
}

/** A socket as the web app opens it; resolves once connected, rejects with the server's refusal. */
export function connect(baseUrl: string, token: unknown): Promise<Socket> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every payload of `event` the socket receives from now on. */
export function received(socket: Socket, event: string): unknown[] {
  const payloads: unknown[] = [];
  socket.on(event, (payload: unknown) => payloads.push(payload));
  return payloads;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds, failing after `ms`. */
export async function eventually(done: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting for a realtime event');
    await pause(10);
  }
}

/** How long a test waits to be sure an event is NOT coming: far longer than one takes to arrive here. */
export const QUIET_MS = 300;
