import type {
  IdentitySession,
  IdentityVerificationResult,
} from '@portal/domain/schemas/identity-verification';
import { and, eq } from 'drizzle-orm';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertIdentityStepOpen, finishIdentityStep } from './finish-identity-step.js';
import {
  assertStillToVerify,
  attemptsOf,
  getIdentityVerification,
  settleAttempt,
} from './identity-attempts.js';
import type { IdentityContext } from './identity-context.js';

/** POST …/plaid-identity-verification/: the provider's hosted document + selfie check, opened for the caller. */
export async function startDocumentCheck(
  context: IdentityContext,
  access: TransactionAccess,
): Promise<IdentitySession> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  assertStillToVerify(await attemptsOf(db, access.applicant.id));
  const session = await context.identity.startDocumentCheck();
  await db.insert(identityVerifications).values({
    transactionId: access.transaction.id,
    applicantId: access.applicant.id,
    method: 'document',
    status: 'open',
    providerReference: session.sessionId,
    expiresAt: session.expiresAt,
    createdAt: clock.now(),
  });
  return { hosted_url: session.windowUrl, expiration: session.expiresAt.toISOString() };
}

/**
 * PATCH …/identity-verification/ { method: "document", identity_session_id }: the caller's own check, as
 * the provider judged it (never as the browser says); a pass finishes the step in the same write.
 */
export async function confirmDocumentCheck(
  context: IdentityContext,
  access: TransactionAccess,
  sessionId: string,
): Promise<IdentityVerificationResult> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  assertStillToVerify(await attemptsOf(db, access.applicant.id));
  const [attempt] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.applicantId, access.applicant.id),
        eq(identityVerifications.method, 'document'),
        eq(identityVerifications.providerReference, sessionId),
      ),
    );
  if (!attempt) throw notFound('identity_check_not_found');
  const now = clock.now();
  if (attempt.status === 'open') {
    const outcome = await context.identity.documentCheckOutcome(sessionId);
    if (outcome === null) throw notFound('identity_check_not_found');
    if (outcome === 'created') throw new AppError('Conflict', 'identity_check_not_finished');
    const passed = outcome === 'passed';
    await db.transaction(async (tx) => {
      const settled = await settleAttempt(tx, attempt.id, {
        status: passed ? 'passed' : 'failed',
        finishedAt: now,
      });
      if (settled && passed) await finishIdentityStep(tx, context, access, { verified: true, now });
    });
  }
  const verification = await getIdentityVerification(db, now, access);
  return {
    outcome: verification.status === 'verified' ? 'verified' : 'failed',
    identity_verification: verification,
  };
}
