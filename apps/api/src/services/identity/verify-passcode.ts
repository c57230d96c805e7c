import {
  type IdentityVerificationResult,
  PASSCODE_TRIES,
} from '@portal/domain/schemas/identity-verification';
import { and, desc, eq } from 'drizzle-orm';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { AppError } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertIdentityStepOpen, finishIdentityStep } from './finish-identity-step.js';
import { assertStillToVerify, attemptsOf, getIdentityVerification } from './identity-attempts.js';
import type { IdentityContext } from './identity-context.js';
import { isSamePasscode } from './passcodes.js';

const wrongPasscode = (triesLeft: number): Text =>
  triesLeft === 0
    ? 'wrong_passcode_no_tries'
    : triesLeft === 1
      ? 'wrong_passcode_one_try'
      : message('wrong_passcode', { tries: triesLeft });

type Check =
  | { kind: 'verified' }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'wrong'; triesLeft: number };

const passcodeProblem = (text: Text) => new AppError('ValidationError', text, { passcode: [text] });

/**
 * PATCH …/identity-verification/ { method: "passcode", passcode }: the code sent last, within its 10
 * minutes and 5 tries. Each try is counted in the same write that judges it, so tries cannot race past
 * the limit; the right code finishes the step in that write too.
 */
export async function verifyPasscode(
  context: IdentityContext,
  access: TransactionAccess,
  passcode: string,
): Promise<IdentityVerificationResult> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  assertStillToVerify(await attemptsOf(db, access.applicant.id));
  const now = clock.now();

  const check = await db.transaction(async (tx): Promise<Check> => {
    const [attempt] = await tx
      .select()
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.applicantId, access.applicant.id),
          eq(identityVerifications.method, 'passcode'),
          eq(identityVerifications.status, 'open'),
        ),
      )
      .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id))
      .limit(1)
      .for('update');
    if (!attempt?.passcodeHash || !attempt.expiresAt) return { kind: 'none' };
    if (attempt.expiresAt <= now) return { kind: 'expired' };
    const tries = attempt.tries + 1;
    if (isSamePasscode(context.ssnEncryptionKey, attempt.id, passcode, attempt.passcodeHash)) {
      await tx
        .update(identityVerifications)
        .set({ status: 'passed', tries, finishedAt: now })
        .where(eq(identityVerifications.id, attempt.id));
      await finishIdentityStep(tx, context, access, { verified: true, now });
      return { kind: 'verified' };
    }
    const spent = tries >= PASSCODE_TRIES;
    await tx
      .update(identityVerifications)
      .set({ tries, ...(spent ? { status: 'failed' as const, finishedAt: now } : {}) })
      .where(eq(identityVerifications.id, attempt.id));
    return { kind: 'wrong', triesLeft: PASSCODE_TRIES - tries };
  });

  if (check.kind === 'none') throw passcodeProblem('no_passcode');
  if (check.kind === 'expired') throw passcodeProblem('passcode_expired');
  if (check.kind === 'wrong') throw passcodeProblem(wrongPasscode(check.triesLeft));
  return { outcome: 'verified', identity_verification: await getIdentityVerification(db, now, access) };
}
