import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
import { assertEarlierStepsFinished, finishedSteps, recordStep } from '../transactions/step-order.js';
import {
  reopenHouseholdSubmission,
  submitWhenHouseholdFinished,
} from '../transactions/submit-when-household-finished.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/** Two ways finishing at the same moment (a passcode and a photo ID), or a review, settle the step in turn. */
async function lockIdentityStep(tx: DatabaseTransaction, { applicant }: TransactionAccess): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${applicant.id}, hashtext('identity'))`);
}

/**
 * Within the write that verified the applicant (or sent their photo ID for review): the Identity
 * Verification step is theirs, and the application is submitted if they were the last adult to finish.
 * A verified name and birthday can no longer be changed online.
 */
export async function finishIdentityStep(
  tx: DatabaseTransaction,
  context: AppContext,
  access: TransactionAccess,
  { verified, now }: { verified: boolean; now: Date },
): Promise<void> {
  await lockIdentityStep(tx, access);
  const [recorded] = await tx
    .select({ id: transactionEvents.id })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.applicantId, access.applicant.id),
        eq(transactionEvents.event, TransactionStep.IdentityVerification),
      ),
    )
    .limit(1);
  if (verified)
    await tx
      .update(users)
      .set({ canUpdatePii: false, updatedAt: now })
      .where(eq(users.id, access.applicant.userId));
  if (recorded) return;
  await recordStep(tx, access, TransactionStep.IdentityVerification, now);
  await submitWhenHouseholdFinished(tx, context, access.transaction.id, now);
}

/**
 * Within the write that rejected the applicant's photo ID: the step is theirs to do again, and the
 * household is no longer finished.
 */
export async function reopenIdentityStep(
  tx: DatabaseTransaction,
  access: TransactionAccess,
  now: Date,
): Promise<void> {
  await lockIdentityStep(tx, access);
  await tx
    .delete(transactionEvents)
    .where(
      and(
        eq(transactionEvents.applicantId, access.applicant.id),
        eq(transactionEvents.event, TransactionStep.IdentityVerification),
      ),
    );
  await reopenHouseholdSubmission(tx, access.transaction.id, now);
}

/** Identity Verification opens once Screening (and every step before it) is finished: 409 before. */
export async function assertIdentityStepOpen(db: Database, access: TransactionAccess): Promise<void> {
  assertEarlierStepsFinished(await finishedSteps(db, access), 'id-verify');
}
