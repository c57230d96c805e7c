import {
  REALTIME_AUTHENTICATION_ERROR,
  REALTIME_PATH,
  REALTIME_TOKEN_EXPIRED,
} from '@portal/domain/constants/realtime-socket';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { AppContext } from '../app-context.js';
import { registerRealtimePublisher } from '../services/realtime/realtime-events.js';
import { checkRealtimeToken } from '../services/realtime/realtime-token.js';
import {
  communityStaffRoom,
  companyAdminsRoom,
  createSocketPublisher,
  sessionRoom,
  userRoom,
} from '../services/realtime/socket-publisher.js';
import { findLiveSession } from '../services/sessions/sessions.js';
import { findStaffMember, givenCommunityIds } from '../services/staff/staff-member.js';

export interface RealtimeServerOptions {
  /** Signs and checks realtime tokens. */
  tokenKey: Buffer;
  /** With it, events reach the sockets of every instance through Redis; without, this process's only. */
  redisUrl?: string;
}

/** What the server keeps on each socket from its handshake. */
interface SocketData {
  rooms: string[];
  /** When its session ends at the latest (ms since the epoch, on the app's clock). */
  sessionEndsAt: number;
}
type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** setTimeout's longest delay; a session that ends later is checked again on the next connection anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The rooms a socket joins, chosen by the server only: its user's and session's, and a staff member's
 * communities' (all of the company's for an admin). A change of role or communities ends the member's
 * sessions, so a socket never keeps rooms its member has lost.
 */
async function roomsFor(context: AppContext, session: { id: number; userId: number; kind: string }) {
  const rooms = [userRoom(session.userId), sessionRoom(session.id)];
  // Staff viewing the portal as someone (impersonated) hear only what that person hears.
  const staff = session.kind === 'user' ? await findStaffMember(context.db, session.userId) : undefined;
  if (staff?.role === 'admin') rooms.push(companyAdminsRoom(staff.companyId));
  else if (staff) rooms.push(...(await givenCommunityIds(context.db, staff.id)).map(communityStaffRoom));
  return rooms;
}

/** Refused connections get the spec's two messages and nothing more about why. */
async function authenticateSocket(
  context: AppContext,
  tokenKey: Buffer,
  socket: RealtimeSocket,
): Promise<void> {
  const check = checkRealtimeToken(tokenKey, context.clock, socket.handshake.auth?.token);
  if (check.status !== 'valid') {
    throw new Error(check.status === 'expired' ? REALTIME_TOKEN_EXPIRED : REALTIME_AUTHENTICATION_ERROR);
  }
  const live = await findLiveSession(context.db, context.clock, check.sessionId);
  if (!live) throw new Error(REALTIME_AUTHENTICATION_ERROR);
  socket.data.rooms = await roomsFor(context, live.session);
  socket.data.sessionEndsAt = live.expiresAt.getTime();
}

/**
 * socket.io on the API's own HTTP server at /api/realtime/ (WebSocket only, so a load balancer needs no
 * sticky sessions). Events are emitted by the publisher this registers for the app's database.
 */
export function registerRealtime(
  app: FastifyInstance,
  context: AppContext,
  options: RealtimeServerOptions,
): void {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    transports: ['websocket'],
  });
  const redis = options.redisUrl ? new Redis(options.redisUrl) : undefined;
  const redisSubscriber = redis?.duplicate();
  if (redis && redisSubscriber) {
    for (const client of [redis, redisSubscriber]) {
      client.on('error', (error) => app.log.error({ err: error }, 'realtime: Redis connection failed'));
    }
    io.adapter(createAdapter(redis, redisSubscriber));
  }

  io.use((socket, next) => {
    authenticateSocket(context, options.tokenKey, socket).then(
      () => next(),
      (error: unknown) => {
        const known = error instanceof Error && error.message === REALTIME_TOKEN_EXPIRED;
        if (!known && !(error instanceof Error && error.message === REALTIME_AUTHENTICATION_ERROR)) {
          app.log.error({ err: error }, 'realtime: authenticating a socket failed');
        }
        next(new Error(known ? REALTIME_TOKEN_EXPIRED : REALTIME_AUTHENTICATION_ERROR));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
    // The socket lasts no longer than its session: then it is told to reconnect, and finds it ended.
    const sessionEnds = setTimeout(
      () => {
        socket.emit('force-reconnect');
        socket.disconnect();
      },
      Math.min(LONGEST_TIMER_MS, Math.max(0, socket.data.sessionEndsAt - context.clock.now().getTime())),
    );
    socket.on('disconnect', () => clearTimeout(sessionEnds));
  });

  registerRealtimePublisher(context.db, createSocketPublisher(io, context.db, app.log));

  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all([redis?.quit(), redisSubscriber?.quit()]);
  });
}
