import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { lastStepWalked } from '@portal/domain/flow/flow-steps';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import {
  applicants,
  invitees,
  leaseTransactions,
  transactionEvents,
} from '../../db/schema/lease-transactions.js';
import { staffMembers } from '../../db/schema/users.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { criminalRecordsToReview } from '../jurisdictions/criminal-records-considered.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { worksInJoinedCommunity } from '../staff/staff-member.js';
import { APPLICATION_SUBMITTED_TOPIC } from '../status/application-submitted-mail.js';

/** The states an application is submitted from: held for criminal review is In Progress to applicants. */
const submittableStatuses: readonly number[] = [
  ApplicationStatus.InProgress,
  ApplicationStatus.PendingCriminalReview,
];
/** The states of an application submitted and not decided yet. */
const submittedStatuses: readonly number[] = [
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
];
const submissionSteps = [TransactionStep.Submitted, TransactionStep.PendingCriminalReview];

/** Reads the transaction's status under a row lock: two adults finishing at once submit once, not twice or never. */
async function lockedStatus(tx: DatabaseTransaction, transactionId: number) {
  const [transaction] = await tx
    .select({
      status: leaseTransactions.status,
      type: leaseTransactions.type,
      communityId: leaseTransactions.communityId,
    })
    .from(leaseTransactions)
    .where(eq(leaseTransactions.id, transactionId))
    .for('update');
  return transaction;
}

async function wasSubmitted(tx: DatabaseTransaction, transactionId: number): Promise<boolean> {
  const [submitted] = await tx
    .select({ id: transactionEvents.id })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.event, TransactionStep.Submitted),
      ),
    )
    .limit(1);
  return submitted !== undefined;
}

/**
 * Submits the application once every adult on it has finished the last step they walk (Identity
 * Verification; Fees & Deposits on a transfer, which carries the later ones over): joined applicants
 * other than dependents, with no adult invitee still to join. Runs inside the caller's write, so the
 * status, the Submitted step and the staff e-mails (through the outbox) exist together or not at all.
 * When screening found a criminal record to review that the law of the place lets be considered (or the
 * application is already held for that review) it is submitted into Pending Criminal Review (40, step
 * 240): the household is kept on the page that says so while the leasing team reviews it. Does nothing
 * when the household is not finished, or the application was already submitted or is no longer in
 * progress.
 */
export async function submitWhenHouseholdFinished(
  tx: DatabaseTransaction,
  context: Pick<AppContext, 'clock'>,
  transactionId: number,
  now: Date,
): Promise<void> {
  const transaction = await lockedStatus(tx, transactionId);
  if (!transaction || !submittableStatuses.includes(transaction.status)) return;
  if (await wasSubmitted(tx, transactionId)) return;

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
  const finished = await tx
    .selectDistinct({ applicantId: transactionEvents.applicantId })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.event, lastStepWalked(transaction.type)),
        inArray(transactionEvents.applicantId, adultIds),
      ),
    );
  if (finished.length < adultIds.length) return;

  const [community] = await tx.select().from(communities).where(eq(communities.id, transaction.communityId));
  if (!community) throw new Error(`Transaction ${transactionId} has no community`);
  const criminalReview =
    transaction.status === ApplicationStatus.PendingCriminalReview ||
    (await criminalRecordsToReview(tx, community, transactionId, now)).length > 0;
  await tx
    .update(leaseTransactions)
    .set({
      status: criminalReview ? ApplicationStatus.PendingCriminalReview : ApplicationStatus.Submitted,
      updatedAt: now,
    })
    .where(eq(leaseTransactions.id, transactionId));
  // Each adult's own steps: the progress drawer reads an applicant's own events.
  const steps = criminalReview ? submissionSteps : [TransactionStep.Submitted];
  await tx
    .insert(transactionEvents)
    .values(
      adultIds.flatMap((applicantId) =>
        steps.map((event) => ({ leaseTransactionId: transactionId, applicantId, event, createdAt: now })),
      ),
    );
  publishAfterCommit(tx, { event: 'transaction.updated', transactionId, submitted: true });
  // One message per staff member: a failed send is retried for that person alone, never re-sent to others.
  const staff = await tx
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .innerJoin(communities, eq(communities.companyId, staffMembers.companyId))
    .where(and(eq(communities.id, transaction.communityId), worksInJoinedCommunity()));
  for (const member of staff) {
    await enqueueOutboxMessage(tx, context.clock, APPLICATION_SUBMITTED_TOPIC, {
      transaction_id: transactionId,
      staff_user_id: member.userId,
    });
  }
}

/**
 * Within the write that reopened an adult's Identity Verification (a rejected photo ID): the household is
 * no longer finished, so an application submitted on the strength of that step goes back to In Progress,
 * and is submitted anew when the adult verifies again. A decision already made on it is left alone.
 */
export async function reopenHouseholdSubmission(
  tx: DatabaseTransaction,
  transactionId: number,
  now: Date,
): Promise<void> {
  const transaction = await lockedStatus(tx, transactionId);
  if (!transaction || !submittedStatuses.includes(transaction.status)) return;
  if (!(await wasSubmitted(tx, transactionId))) return;
  await tx
    .update(leaseTransactions)
    .set({ status: ApplicationStatus.InProgress, updatedAt: now })
    .where(eq(leaseTransactions.id, transactionId));
  await tx
    .delete(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        inArray(transactionEvents.event, submissionSteps),
      ),
    );
  publishAfterCommit(tx, { event: 'transaction.updated', transactionId });
}
