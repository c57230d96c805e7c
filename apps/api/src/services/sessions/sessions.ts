import type { SessionKind } from '@portal/domain/schemas/session';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { sessions } from '../../db/schema/sessions.js';
import { type Clock, minutesAfter } from '../../lib/clock.js';
import { generateToken, hashToken } from '../../lib/tokens.js';

/** However active, a session ends after this long and the user signs in again. */
export const SESSION_ABSOLUTE_LIFETIME_MINUTES = 12 * 60;
/** Writing last_seen_at on every request would make each read a write; a minute's slack is harmless. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export interface AuthenticatedSession {
  id: number;
  userId: number;
  communityId: number;
  kind: SessionKind;
  impersonatorUserId: number | null;
  idleTimeoutMinutes: number;
}

export interface NewSession {
  userId: number;
  communityId: number;
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
  | { status: 'active'; session: AuthenticatedSession }
  | { status: 'expired' | 'unknown' };

/** The session lookup every signed-in request makes, prepared once per database. */
function prepareSessionLookup(db: Database) {
  return db
    .select({ session: sessions, settings: communities.settings })
    .from(sessions)
    .innerJoin(communities, eq(communities.id, sessions.communityId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

export async function resolveSession(db: Database, clock: Clock, token: string): Promise<SessionLookup> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row || row.session.revokedAt) return { status: 'unknown' };
  const now = clock.now();
  const idleTimeoutMinutes = row.settings.idle_timeout_minutes;
  const idleUntil = minutesAfter(row.session.lastSeenAt, idleTimeoutMinutes);
  if (now >= row.session.expiresAt || now >= idleUntil) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.session.id));
    return { status: 'expired' };
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
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

export async function revokeSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
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
}
