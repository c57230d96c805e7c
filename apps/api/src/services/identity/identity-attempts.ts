import {
  type IdentityVerification,
  PASSCODE_TRIES,
  QUESTION_ATTEMPTS,
} from '@portal/domain/schemas/identity-verification';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

export type IdentityAttemptRow = typeof identityVerifications.$inferSelect;

/** The applicant's attempts, newest first. */
export function attemptsOf(
  db: Database | DatabaseTransaction,
  applicantId: number,
): Promise<IdentityAttemptRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.applicantId, applicantId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id));
}

/** Once verified, or while a photo ID is reviewed, there is nothing more to try. */
export function assertStillToVerify(attempts: readonly IdentityAttemptRow[]): void {
  if (attempts.some((attempt) => attempt.status === 'passed'))
    throw new AppError('Conflict', 'already_verified');
  if (attempts.some((attempt) => attempt.status === 'pending_review'))
    throw new AppError('Conflict', 'under_review');
}

/** The code sent last, while it can still be entered: not replaced, not expired, tries left. */
export function livePasscode(attempts: readonly IdentityAttemptRow[], now: Date) {
  const latest = attempts.find((attempt) => attempt.method === 'passcode');
  if (latest?.status !== 'open' || !latest.expiresAt || latest.expiresAt <= now) return undefined;
  return latest;
}

/** The questions asked and not answered yet. */
export function openQuiz(attempts: readonly IdentityAttemptRow[]) {
  return attempts.find((attempt) => attempt.method === 'questions' && attempt.status === 'open');
}

export function questionAttemptsLeft(attempts: readonly IdentityAttemptRow[]): number {
  return Math.max(0, QUESTION_ATTEMPTS - attempts.filter((attempt) => attempt.method === 'questions').length);
}

export async function phoneOnFile(db: Database, { applicant }: TransactionAccess): Promise<string | null> {
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, applicant.userId));
  return user?.phoneNumber ?? null;
}

/** The API's view: never a passcode or its hash, never which answers are right. */
export function presentIdentityVerification(
  attempts: readonly IdentityAttemptRow[],
  phoneNumber: string | null,
  now: Date,
): IdentityVerification {
  const finished =
    attempts.find((attempt) => attempt.status === 'passed') ??
    attempts.find((attempt) => attempt.status === 'pending_review');
  // The reason stays in view while the applicant tries another way, until one of them finishes the step.
  const rejected = finished
    ? undefined
    : attempts.find((attempt) => attempt.method === 'manual' && attempt.status === 'rejected');
  const passcode = livePasscode(attempts, now);
  return {
    status: finished
      ? finished.status === 'passed'
        ? 'verified'
        : 'pending_review'
      : rejected && rejected === attempts[0]
        ? 'rejected'
        : attempts.length > 0
          ? 'in_progress'
          : 'not_started',
    method: finished?.method ?? null,
    phone_last4: phoneNumber ? phoneNumber.replace(/\D/g, '').slice(-4) : null,
    passcode:
      passcode?.channel && passcode.expiresAt
        ? {
            channel: passcode.channel,
            expires_at: passcode.expiresAt.toISOString(),
            tries_left: PASSCODE_TRIES - passcode.tries,
          }
        : null,
    questions: {
      attempts_left: questionAttemptsLeft(attempts),
      open: openQuiz(attempts)?.questions ?? null,
    },
    rejection_reason: rejected?.rejectionReason ?? null,
  };
}

/** GET /api/transactions/{id}/identity-verification/: the caller's own verification. */
export async function getIdentityVerification(
  db: Database,
  now: Date,
  access: TransactionAccess,
): Promise<IdentityVerification> {
  const [attempts, phoneNumber] = await Promise.all([
    attemptsOf(db, access.applicant.id),
    phoneOnFile(db, access),
  ]);
  return presentIdentityVerification(attempts, phoneNumber, now);
}

/** Claims an open attempt for its outcome: only one request may settle it. */
export async function settleAttempt(
  tx: DatabaseTransaction,
  attemptId: number,
  changes: Partial<IdentityAttemptRow>,
): Promise<boolean> {
  const settled = await tx
    .update(identityVerifications)
    .set(changes)
    .where(and(eq(identityVerifications.id, attemptId), eq(identityVerifications.status, 'open')))
    .returning({ id: identityVerifications.id });
  return settled.length > 0;
}
