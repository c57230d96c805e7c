import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { isCancellableStatus } from '@portal/domain/flow/cancel-application';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/**
 * POST /api/transaction/{id}/cancel-application/: the primary applicant withdraws the application for the
 * whole household (status Cancelled, step canceled). Cancelling a cancelled application changes nothing,
 * so a repeated request is harmless.
 */
export async function cancelApplication(
  { db, clock }: AppContext,
  { transaction, applicant }: TransactionAccess,
): Promise<void> {
  if (applicant.role !== roles.primary_applicant.code)
    throw new AppError('PermissionDenied', 'cancel_primary_only');
  const now = clock.now();
  await db.transaction(async (tx) => {
    // Read under lock: the household's last member may be submitting the application at this moment.
    const [current] = await tx
      .select({ status: leaseTransactions.status })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transaction.id))
      .for('update');
    if (current?.status === ApplicationStatus.Cancelled) return;
    if (current === undefined || !isCancellableStatus(current.status))
      throw new AppError('Conflict', 'cancel_too_late');
    await tx
      .update(leaseTransactions)
      .set({ status: ApplicationStatus.Cancelled, updatedAt: now })
      .where(eq(leaseTransactions.id, transaction.id));
    await tx.insert(transactionEvents).values({
      leaseTransactionId: transaction.id,
      applicantId: applicant.id,
      event: TransactionStep.Canceled,
      createdAt: now,
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
  });
}
