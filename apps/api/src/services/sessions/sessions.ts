import type { SessionKind } from '@portal/domain/schemas/session';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.js';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { sessions } from '../../db/schema/sessions.js';
import { type Clock, minutesAfter } from '../../lib/clock.js';
import { onePer } from '../../lib/one-per.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { sessionCacheOf } from './session-cache.js';

/** However active, a session ends after this long and the user signs in again. */
export const SESSION_ABSOLUTE_LIFETIME_MINUTES = 12 * 60;
/** Writing last_seen_at on every request would make each read a write; a minute's slack is harmless. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * Idle limit of a staff session opened without a community (at /staff/login); a community's own sessions
 * follow its `idle_timeout_minutes`.
 */
export const COMPANY_SESSION_IDLE_TIMEOUT_MINUTES = 30;

/** A live session: a community's, or a staff account's opened for the whole company (no community). */
export interface SignedInSession {
  id: number;
  userId: number;
  communityId: number | null;
  kind: SessionKind;
  impersonatorUserId: number | null;
  idleTimeoutMinutes: number;
}

/** A session opened at a community: every applicant's and resident's. */
export interface AuthenticatedSession extends SignedInSession {
  communityId: number;
}

export interface NewSession {
  userId: number;
  communityId: number | null;
  kind: SessionKind;
  impersonatorUserId?: number | null;
  userAgent?: string | null;
}

/** A fresh random token for every sign-in, so a session id planted before login is worthless after it. */
export async function createSession(db: Database, clock: Clock, session: NewSession): Promise<string> {
  const token = generateToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: session.userId,
    communityId: session.communityId,
    kind: session.kind,
    impersonatorUserId: session.impersonatorUserId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: minutesAfter(now, SESSION_ABSOLUTE_LIFETIME_MINUTES),
    userAgent: session.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export type SessionLookup =
  | { status: 'active'; session: SignedInSession }
  | { status: 'expired' | 'unknown' };

/** What deciding a session's state takes: not the community's whole settings, decoded on every request. */
const sessionColumns = {
  session: {
    id: sessions.id,
    userId: sessions.userId,
    communityId: sessions.communityId,
    kind: sessions.kind,
    impersonatorUserId: sessions.impersonatorUserId,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  },
  idleTimeoutMinutes: sql<number>`coalesce((${communities.settings}->>'idle_timeout_minutes')::int, ${sql.raw(String(COMPANY_SESSION_IDLE_TIMEOUT_MINUTES))})`,
};

/** The session lookup every signed-in request makes. */
const sessionLookup = onePer((db: Database) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(communities, eq(communities.id, sessions.communityId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

export async function resolveSession(db: Database, clock: Clock, token: string): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  const cache = sessionCacheOf<SessionRow>(db);
  const row = cache.get(tokenHash, now) ?? (await lookUpSession(db, tokenHash, now));
  const state = sessionState(row, now);
  if (!row || state.status === 'unknown') return state;
  if (state.status === 'expired') {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.session.id));
    forgetAfterCommit(db, (ended) => ended.id === row.session.id);
    publishAfterCommit(db, { event: 'force-reconnect', sessionId: row.session.id });
  } else if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    cache.set(tokenHash, { ...row, session: { ...row.session, lastSeenAt: now } }, now);
  }
  return state;
}

async function lookUpSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (row) sessionCacheOf<SessionRow>(db).set(tokenHash, row, now);
  return row;
}

/** Once the sessions are ended for good, this instance stops answering from what it read of them. */
function forgetAfterCommit(
  executor: Database,
  ended: (session: { id: number; userId: number }) => boolean,
): void {
  afterCommit(executor, (db) => sessionCacheOf(db).forget(ended));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

function sessionState(row: SessionRow | undefined, now: Date): SessionLookup {
  if (!row || row.session.revokedAt) return { status: 'unknown' };
  const { idleTimeoutMinutes } = row;
  const idleUntil = minutesAfter(row.session.lastSeenAt, idleTimeoutMinutes);
  if (now >= row.session.expiresAt || now >= idleUntil) return { status: 'expired' };
  return {
    status: 'active',
    session: {
      id: row.session.id,
      userId: row.session.userId,
      communityId: row.session.communityId,
      kind: row.session.kind,
      impersonatorUserId: row.session.impersonatorUserId,
      idleTimeoutMinutes,
    },
  };
}

/**
 * The session a realtime token names, if it is still live, with when it ends at the latest. Only looks:
 * a socket connecting is no activity of the user's, so it neither extends nor ends the session.
 */
export async function findLiveSession(
  db: Database,
  clock: Clock,
  sessionId: number,
): Promise<{ session: SignedInSession; expiresAt: Date } | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(communities, eq(communities.id, sessions.communityId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const state = sessionState(row, clock.now());
  return state.status === 'active' && row
    ? { session: state.session, expiresAt: row.session.expiresAt }
    : undefined;
}

/** Its sockets are told to reconnect, and find the session ended. */
export async function revokeSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
  forgetAfterCommit(db, (ended) => ended.id === sessionId);
  publishAfterCommit(db, { event: 'force-reconnect', sessionId });
}

/** Ends every session of the user except, optionally, the one making the change. */
export async function revokeUserSessions(
  db: Database,
  clock: Clock,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const active = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(keepSessionId === undefined ? active : and(active, ne(sessions.id, keepSessionId)));
  forgetAfterCommit(db, (ended) => ended.userId === userId && ended.id !== keepSessionId);
  publishAfterCommit(db, { event: 'force-reconnect', userId, exceptSessionId: keepSessionId });
}
