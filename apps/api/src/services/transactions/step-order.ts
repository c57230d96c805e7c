import { type ProgressStepRoute, progressSteps } from '@portal/domain/constants/progress-steps';
import type { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { message } from '../../messages/message.js';
import type { TransactionAccess } from './transaction-access.js';

/** The step codes the caller has finished on the transaction. */
export async function finishedSteps(
  db: Database,
  { transaction, applicant }: TransactionAccess,
): Promise<Set<number>> {
  const done = await db
    .select({ event: transactionEvents.event })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transaction.id),
        eq(transactionEvents.applicantId, applicant.id),
      ),
    );
  return new Set(done.map((row) => row.event));
}

/** Steps cannot be skipped: 409 unless every step of the flow before `route` is finished. */
export function assertEarlierStepsFinished(finished: ReadonlySet<number>, route: ProgressStepRoute): void {
  const index = progressSteps.findIndex((step) => step.route === route);
  const missing = progressSteps
    .slice(0, index)
    .find((step) => step.stepCode !== null && !finished.has(step.stepCode));
  if (missing) {
    const step = { named: `step_${missing.key}` } as const;
    throw new AppError('Conflict', message('finish_step_first', { step }), {
      page: [message('finish_step_first_short', { step })],
    });
  }
}

/** Marks `step` finished by the caller, within the write that finishes it. */
export async function recordStep(
  tx: DatabaseTransaction,
  { transaction, applicant }: TransactionAccess,
  step: TransactionStep,
  now: Date,
): Promise<void> {
  await tx.insert(transactionEvents).values({
    leaseTransactionId: transaction.id,
    applicantId: applicant.id,
    event: step,
    createdAt: now,
  });
}
