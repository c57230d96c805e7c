import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { staffStatusLabel } from '@portal/domain/constants/staff-application-list';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { RenewalDecision } from '@portal/domain/schemas/renewal';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { message } from '../../messages/message.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from './application-file.js';
import { recordStepForEveryone } from './decide-application.js';

const notDecidable = (status: number) =>
  message('renewal_not_decidable', { status: staffStatusLabel(status) ?? 'closed' });

/**
 * POST /api/staff/renewals/{id}/decision/: approve a resident's renewal (the renewal lease may then be
 * sent) or decline it with the reason. One database transaction with everyone's step and the audit record.
 */
export async function decideRenewal(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  decision: RenewalDecision,
) {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  if (transaction.type !== TransactionType.Renewal) throw new AppError('Conflict', 'not_a_renewal');
  const status = decision.decision === 'approve' ? ApplicationStatus.Approved : ApplicationStatus.Denied;
  const now = clock.now();
  await db.transaction(async (tx) => {
    // Two agents deciding at once: the second finds the status already changed.
    const [current] = await tx
      .select({ status: leaseTransactions.status })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transactionId))
      .for('update');
    if (current?.status !== ApplicationStatus.Submitted) {
      throw new AppError('Conflict', notDecidable(current?.status ?? transaction.status));
    }
    await tx
      .update(leaseTransactions)
      .set({ status, updatedAt: now })
      .where(eq(leaseTransactions.id, transactionId));
    await recordStepForEveryone(
      tx,
      [transactionId],
      decision.decision === 'approve' ? TransactionStep.Approved : TransactionStep.Denied,
      now,
    );
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId,
      action: 'renewal.decided',
      before: { status: current.status },
      after: { status, decision: decision.decision },
      details: { reason: decision.reason || null, lease_id: transaction.leaseId },
      createdAt: now,
    });
  });
  return { transaction_id: transactionId, decision: decision.decision, status };
}
