import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { staffStatusLabel } from '@portal/domain/constants/staff-application-list';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { isUnderReview } from '@portal/domain/decision/under-review';
import { upFrontFeeBan } from '@portal/domain/jurisdictions/charge-limits';
import type {
  DenialReason,
  StaffDecision,
  StaffDecisionOutcome,
} from '@portal/domain/schemas/staff-decision';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import { message } from '../../messages/message.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { scheduleScreeningFeeRefunds } from '../refunds/schedule-screening-fee-refunds.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { APPLICATION_DECIDED_TOPIC } from './application-decided-mail.js';
import { getStaffApplicationFile } from './application-file.js';

/** Applications that still hope for the unit: they are put on hold when another one wins it. */
const stillApplying = [
  ApplicationStatus.New,
  ApplicationStatus.InProgress,
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
];

const statusOf = {
  approve: ApplicationStatus.Approved,
  conditionally_approve: ApplicationStatus.ConditionallyApproved,
  deny: ApplicationStatus.Denied,
} as const;

export const notDecidableMessage = (status: number) =>
  message('application_not_decidable', { status: staffStatusLabel(status) ?? 'not waiting for a decision' });

export async function recordStepForEveryone(
  tx: DatabaseTransaction,
  transactionIds: number[],
  step: number,
  now: Date,
): Promise<void> {
  if (transactionIds.length === 0) return;
  const people = await tx
    .select({ id: applicants.id, transactionId: applicants.leaseTransactionId })
    .from(applicants)
    .where(inArray(applicants.leaseTransactionId, transactionIds));
  if (people.length === 0) return;
  await tx.insert(transactionEvents).values(
    people.map((person) => ({
      leaseTransactionId: person.transactionId,
      applicantId: person.id,
      event: step,
      createdAt: now,
    })),
  );
}

/** An approval takes the unit: it is no longer offered, and every other household applying for it is held. */
async function takeUnit(
  tx: DatabaseTransaction,
  transactionId: number,
  unitId: number,
  now: Date,
): Promise<number[]> {
  await tx.update(units).set({ available: false }).where(eq(units.id, unitId));
  const others = await tx
    .select({ id: leaseTransactions.id })
    .from(leaseTransactions)
    .where(
      and(
        eq(leaseTransactions.unitId, unitId),
        ne(leaseTransactions.id, transactionId),
        inArray(leaseTransactions.status, stillApplying),
      ),
    );
  const ids = others.map((other) => other.id);
  await recordStepForEveryone(tx, ids, TransactionStep.UnitUnavailable, now);
  return ids;
}

/**
 * Where the law allows no fee up front but the check fee (N.Y. Real Prop. Law § 238-a(1)(a)), a conditional
 * approval may ask for a further deposit (within the deposit limit, capped when charged), not a fee.
 */
async function refuseUnlawfulCondition(db: Database, communitySlug: string, decision: StaffDecision) {
  if (decision.decision !== 'conditionally_approve' || decision.kind !== 'security_fee') return;
  const [community] = await db
    .select({ id: communities.id, normalizedStreetAddress: communities.normalizedStreetAddress })
    .from(communities)
    .where(eq(communities.slug, communitySlug));
  if (!community) return;
  const ban = upFrontFeeBan((await lawsOfCommunity(db, community)).rules);
  if (!ban) return;
  const rule = message('fee_not_allowed_up_front', { law: ban.law, cite: ban.cite });
  throw new AppError('ValidationError', rule, { kind: [rule] });
}

/**
 * POST /api/staff/applications/{id}/decision/: approve, conditionally approve or deny, in one database
 * transaction with its audit record, the steps of every adult, the unit (taken on approval) and an e-mail
 * to every adult through the outbox. A decision that departs from the recommendation needs its reason.
 */
export async function decideApplication(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  decision: StaffDecision,
): Promise<StaffDecisionOutcome> {
  const { db, clock } = context;
  const file = await getStaffApplicationFile(context, session, transactionId);
  if (!file.can_decide) throw new AppError('PermissionDenied', 'deciders_only');
  if (file.type === TransactionType.Renewal) throw new AppError('Conflict', 'renewal_decided_elsewhere');
  if (!isUnderReview(file.status)) throw new AppError('Conflict', notDecidableMessage(file.status));
  const recommended = file.recommendation?.decision ?? null;
  const overrideReason = decision.override_reason ?? null;
  if (recommended !== null && recommended !== decision.decision && !overrideReason) {
    throw new AppError('ValidationError', 'override_reason_required', {
      override_reason: ['override_reason_required'],
    });
  }
  await refuseUnlawfulCondition(db, file.community.slug, decision);
  const additionalDeposit =
    decision.decision === 'conditionally_approve'
      ? { amount_cents: decision.additional_deposit_cents, kind: decision.kind }
      : null;
  const reasons: DenialReason[] = decision.decision === 'deny' ? decision.reasons : [];
  const status = statusOf[decision.decision];
  const now = clock.now();

  const row = await db.transaction(async (tx) => {
    // Two agents deciding at once: the second finds the status already changed.
    const [current] = await tx
      .select({ status: leaseTransactions.status })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transactionId))
      .for('update');
    if (!current || !isUnderReview(current.status)) {
      throw new AppError('Conflict', notDecidableMessage(current?.status ?? file.status));
    }
    await tx
      .update(leaseTransactions)
      .set({ status, updatedAt: now })
      .where(eq(leaseTransactions.id, transactionId));
    const [decided] = await tx
      .insert(applicationDecisions)
      .values({
        transactionId,
        decision: decision.decision,
        additionalDepositCents: additionalDeposit?.amount_cents ?? null,
        additionalDepositKind: additionalDeposit?.kind ?? null,
        reasons,
        note: decision.decision === 'deny' ? (decision.note ?? null) : null,
        overrideReason,
        recommendation: file.recommendation,
        decidedByUserId: session.userId,
        createdAt: now,
      })
      .returning();
    if (!decided) throw new Error('The decision was not stored');
    await recordStepForEveryone(
      tx,
      [transactionId],
      decision.decision === 'deny' ? TransactionStep.Denied : TransactionStep.Approved,
      now,
    );
    const heldApplications =
      decision.decision === 'deny' ? [] : await takeUnit(tx, transactionId, file.unit.id, now);
    if (decision.decision !== 'deny') {
      await scheduleScreeningFeeRefunds(tx, clock, {
        selectedTransactionId: transactionId,
        unitId: file.unit.id,
        actorUserId: session.userId,
        now,
      });
    }
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId,
      action: 'application.decided',
      before: { status: current.status },
      after: { status, decision: decision.decision, additional_deposit: additionalDeposit, reasons },
      details: { recommended, override_reason: overrideReason, held_applications: heldApplications },
      createdAt: now,
    });
    for (const id of [transactionId, ...heldApplications]) {
      publishAfterCommit(tx, { event: 'transaction.updated', transactionId: id });
    }
    for (const person of file.household) {
      await enqueueOutboxMessage(tx, clock, APPLICATION_DECIDED_TOPIC, {
        decision_id: decided.id,
        applicant_id: person.applicant_id,
      });
    }
    return decided;
  });

  return {
    id: row.id,
    transaction_id: transactionId,
    decision: decision.decision,
    status,
    additional_deposit: additionalDeposit,
    reasons,
    override_reason: overrideReason,
    decided_at: row.createdAt.toISOString(),
  };
}
