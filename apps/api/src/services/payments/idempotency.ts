import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotencyClaim = { kind: 'claimed'; keyId: number } | { kind: 'replay'; answer: StoredAnswer };

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');

type KeyRow = typeof idempotencyKeys.$inferSelect;

function answerOf(row: KeyRow, hash: string): StoredAnswer {
  if (row.requestHash !== hash) throw new AppError('ValidationError', 'key_reused', undefined, 422);
  if (row.responseStatus === null) throw new AppError('Conflict', 'key_in_progress');
  return { status: row.responseStatus, body: row.responseBody };
}

async function findKey(db: Database, userId: number, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** The first answer given for this key, if any (422 for another body, 409 while it is still running). */
export async function earlierAnswer(
  db: Database,
  where: { userId: number; key: string; hash: string },
): Promise<StoredAnswer | undefined> {
  const row = await findKey(db, where.userId, where.key);
  return row ? answerOf(row, where.hash) : undefined;
}

/** Claims the key for this request; when another request got it first, that request's answer instead. */
export async function claimIdempotencyKey(
  { db, clock }: { db: Database; clock: Clock },
  where: { userId: number; key: string; hash: string },
): Promise<IdempotencyClaim> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId: where.userId, key: where.key, requestHash: where.hash, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { kind: 'claimed', keyId: claimed.id };
  const row = await findKey(db, where.userId, where.key);
  if (!row) throw new AppError('Conflict', 'key_in_progress');
  return { kind: 'replay', answer: answerOf(row, where.hash) };
}

/** Lets the key be used again: the request it claimed ended before anything happened. */
export async function releaseIdempotencyKey(db: Database, keyId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, keyId));
}
