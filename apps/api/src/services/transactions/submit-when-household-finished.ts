import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import {
  applicants,
  invitees,
  leaseTransactions,
  transactionEvents,
} from '../../db/schema/lease-transactions.js';
import { enqueueOutboxMessage } from '../../jobs/outbox.js';
import { APPLICATION_SUBMITTED_TOPIC } from '../status/application-submitted-mail.js';

/**
 * Submits the application once every adult on it has finished Identity Verification: joined applicants
 * other than dependents, with no adult invitee still to join. Runs inside the caller's write, so the
 * status, the Submitted step and the staff e-mail (through the outbox) exist together or not at all.
 * Does nothing when the household is not finished or the application is no longer in progress.
 */
export async function submitWhenHouseholdFinished(
  tx: DatabaseTransaction,
  context: Pick<AppContext, 'clock'>,
  transactionId: number,
  now: Date,
): Promise<void> {
  // The row lock makes two adults finishing at the same moment submit once, not twice or never.
  const [transaction] = await tx
    .select({ status: leaseTransactions.status })
    .from(leaseTransactions)
    .where(eq(leaseTransactions.id, transactionId))
    .for('update');
  if (transaction?.status !== ApplicationStatus.InProgress) return;

  const [waitingInvitee] = await tx
    .select({ id: invitees.id })
    .from(invitees)
    .where(
      and(
        eq(invitees.leaseTransactionId, transactionId),
        isNull(invitees.joinedApplicantId),
        ne(invitees.role, roles.dependent.code),
      ),
    )
    .limit(1);
  if (waitingInvitee) return;

  const adults = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.leaseTransactionId, transactionId), ne(applicants.role, roles.dependent.code)));
  const adultIds = adults.map((adult) => adult.id);
  if (adultIds.length === 0) return;
  const verified = await tx
    .selectDistinct({ applicantId: transactionEvents.applicantId })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.event, TransactionStep.IdentityVerification),
        inArray(transactionEvents.applicantId, adultIds),
      ),
    );
  if (verified.length < adultIds.length) return;

  await tx
    .update(leaseTransactions)
    .set({ status: ApplicationStatus.Submitted, updatedAt: now })
    .where(eq(leaseTransactions.id, transactionId));
  // Each adult's own Submitted step: the progress drawer reads an applicant's own events.
  await tx.insert(transactionEvents).values(
    adultIds.map((applicantId) => ({
      leaseTransactionId: transactionId,
      applicantId,
      event: TransactionStep.Submitted,
      createdAt: now,
    })),
  );
  await enqueueOutboxMessage(tx, context.clock, APPLICATION_SUBMITTED_TOPIC, {
    transaction_id: transactionId,
  });
}
