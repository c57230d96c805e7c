import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema/sessions.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export interface LoginAttempt {
  /** Null for the staff console's sign-in, which names no community. */
  communityId: number | null;
  email: string;
  ipAddress: string;
}

const accountKey = (attempt: LoginAttempt) =>
  `${attempt.communityId ?? 'staff'}:${attempt.email.toLowerCase()}`;
const windowStart = (clock: Clock) => new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

/**
 * Refuses a sign-in after too many recent failures for the account or from the address. Failures age out
 * of the window, so an attacker can delay an account's owner by at most the window, never lock it for good.
 */
export async function assertLoginAllowed(db: Database, clock: Clock, attempt: LoginAttempt): Promise<void> {
  const since = windowStart(clock);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey(attempt)), gte(loginFailures.failedAt, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ipAddress, attempt.ipAddress), gte(loginFailures.failedAt, since)));
  if ((byAccount?.n ?? 0) >= LOGIN_FAILURE_LIMIT || (byAddress?.n ?? 0) >= LOGIN_FAILURE_LIMIT) {
    throw new AppError('RateLimited', 'too_many_attempts');
  }
}

export async function recordLoginFailure(db: Database, clock: Clock, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginFailures).values({
    accountKey: accountKey(attempt),
    ipAddress: attempt.ipAddress,
    failedAt: clock.now(),
  });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart(clock)));
}

/** A successful sign-in clears the account's failures; the address keeps its count. */
export async function clearAccountFailures(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey(attempt)));
}
