import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import { type Clock, minutesAfter } from '../../lib/clock.js';
import { generateToken, hashToken } from '../../lib/tokens.js';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export interface TokenToIssue {
  purpose: OneTimeTokenPurpose;
  userId: number;
  /** Null for a staff account's token: the account belongs to a company, not a community. */
  communityId: number | null;
  lifetimeMinutes: number;
  createdByUserId?: number;
  payload?: Record<string, unknown>;
}

export async function issueToken(
  db: Database,
  clock: Clock,
  issue: TokenToIssue,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const now = clock.now();
  const expiresAt = minutesAfter(now, issue.lifetimeMinutes);
  await db.insert(oneTimeTokens).values({
    purpose: issue.purpose,
    tokenHash: hashToken(token),
    userId: issue.userId,
    communityId: issue.communityId,
    createdByUserId: issue.createdByUserId ?? null,
    payload: issue.payload ?? null,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The unexpired, unused token of that purpose, without using it up. */
export async function findValidToken(
  db: Database,
  clock: Clock,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses the token up and returns it, or undefined when it is unknown, expired or already used. The
 * conditional update makes two simultaneous uses impossible: only one of them changes the row.
 */
export async function consumeToken(
  db: Database,
  clock: Clock,
  purpose: OneTimeTokenPurpose | readonly OneTimeTokenPurpose[],
  token: string,
): Promise<OneTimeTokenRow | undefined> {
  const now = clock.now();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        typeof purpose === 'string'
          ? eq(oneTimeTokens.purpose, purpose)
          : inArray(oneTimeTokens.purpose, [...purpose]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
