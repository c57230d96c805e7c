import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { divideRounded } from '@portal/domain/pricing/rounding';
import { leaseTransactions, transactionEvents } from '../../../db/schema/lease-transactions.js';
import {
  criminalReviewRows,
  type Decision,
  type DenialReason,
  decisionRows,
  leaseDocumentRows,
  type SigningStage,
  type Verdict,
} from './decision-rows.js';
import {
  type CommunityFacts,
  type DecisionCriteria,
  dateAt,
  type Generation,
  type UnitFacts,
} from './generation.js';
import { householdRows, type Member } from './household-rows.js';
import { submissionRows } from './submission-rows.js';

const DAY_MS = 86_400_000;

/** The journey's pages in order: an application in progress has finished the first few. */
const journey = [
  TransactionStep.Address,
  TransactionStep.Military,
  TransactionStep.LeaseTerms,
  TransactionStep.RentalOptions,
  TransactionStep.IncomeEmployment,
  TransactionStep.FeesDeposits,
  TransactionStep.Screening,
  TransactionStep.IdentityVerification,
];

/**
 * What an application in each status has been through, the console's own states among them: approved
 * awaiting signatures or countersignature (Approved), and completed (its lease executed).
 */
type Stage = {
  submitted: boolean;
  decision?: Decision;
  milestones: number[];
  signing?: SigningStage;
};
/** Where an approved application's lease stands: the console lists the two apart. */
export type ApprovedSigning = Exclude<SigningStage, 'executed'>;
const stages: Record<number, (generation: Generation, signing?: ApprovedSigning) => Stage> = {
  [ApplicationStatus.New]: () => ({ submitted: false, milestones: [] }),
  [ApplicationStatus.InProgress]: () => ({ submitted: false, milestones: [] }),
  [ApplicationStatus.Submitted]: () => ({ submitted: true, milestones: [TransactionStep.Submitted] }),
  [ApplicationStatus.Prequalify]: () => ({ submitted: true, milestones: [TransactionStep.Submitted] }),
  [ApplicationStatus.PendingCriminalReview]: () => ({
    submitted: true,
    milestones: [TransactionStep.Submitted, TransactionStep.PendingCriminalReview],
  }),
  [ApplicationStatus.ConditionallyApproved]: () => ({
    submitted: true,
    decision: 'conditionally_approve',
    milestones: [TransactionStep.Submitted],
  }),
  [ApplicationStatus.Approved]: ({ random }, signing) => ({
    submitted: true,
    decision: 'approve',
    milestones: [TransactionStep.Submitted, TransactionStep.Approved],
    signing: signing ?? (random.chance(0.6) ? 'awaiting_signatures' : 'awaiting_countersignature'),
  }),
  [ApplicationStatus.Denied]: () => ({
    submitted: true,
    decision: 'deny',
    milestones: [TransactionStep.Submitted, TransactionStep.Denied],
  }),
  [ApplicationStatus.Completed]: () => ({
    submitted: true,
    decision: 'approve',
    milestones: [
      TransactionStep.Submitted,
      TransactionStep.Approved,
      TransactionStep.Signed,
      TransactionStep.Completed,
    ],
    signing: 'executed',
  }),
  [ApplicationStatus.Cancelled]: ({ random }) =>
    random.chance(0.3)
      ? { submitted: true, milestones: [TransactionStep.Submitted, TransactionStep.Canceled] }
      : { submitted: false, milestones: [TransactionStep.Canceled] },
};

/** Something staff did on an application, as its audit log records it. */
export interface StaffAct {
  action: string;
  details: Record<string, unknown>;
  at: Date;
}

export interface GeneratedApplication {
  transactionId: number;
  unitId: number;
  status: number;
  members: Member[];
  createdAt: Date;
  moveInDate: string;
  leaseTermMonths: number;
  rentCents: number;
  decidedByUserId: number;
  /** In the order they happened, each at the moment its rows say. */
  staffActs: StaffAct[];
}

/** A denial's reason is one the community's policy fails on: an eviction only where it looks back. */
function verdictOf(generation: Generation, criteria: DecisionCriteria, decision: Decision): Verdict {
  if (decision !== 'deny') return { decision };
  const reasons: DenialReason[] =
    criteria.policy.eviction_lookback_years > 0 ? ['credit', 'eviction'] : ['credit'];
  return { decision, reason: generation.random.pick(reasons) };
}

/** The conditional approval's additional deposit, as the recommendation works it out from the policy. */
function additionalDepositOf(criteria: DecisionCriteria, rentCents: number): number {
  return divideRounded(
    rentCents * Math.round(criteria.policy.conditional_additional_deposit_months * 100),
    100,
  );
}

/**
 * One new-lease application of `status` on `unit`, begun `startedDaysAgo` days before today, with every
 * row its status implies: the household, the pages finished, and from submission on the screening,
 * identity, income, payment, decision, criminal-review letter and lease sent for signature. The lease
 * term is drawn unless `leaseTermMonths` is given, an approved lease's signing stage unless `signing` is.
 */
export function applicationRows(
  generation: Generation,
  community: CommunityFacts,
  unit: UnitFacts,
  status: ApplicationStatus,
  startedDaysAgo: number,
  {
    leaseTermMonths = generation.random.weighted<number>([
      [12, 6],
      [6, 1],
      [9, 1],
      [15, 2],
    ]),
    signing,
  }: { leaseTermMonths?: number; signing?: ApprovedSigning } = {},
): GeneratedApplication {
  const { ids, out, random } = generation;
  const stage = (stages[status] ?? stages[ApplicationStatus.InProgress])?.(generation, signing) as Stage;
  const createdAt = new Date(generation.today - startedDaysAgo * DAY_MS + random.int(8, 20) * 3_600_000);
  const at = (days: number) => new Date(createdAt.getTime() + days * DAY_MS);
  const transactionId = ids.next(leaseTransactions);
  const moveInDate = dateAt(generation, -startedDaysAgo + random.int(14, 45));
  const decidedByUserId = random.pick(community.staffUserIds);
  out.add(leaseTransactions, {
    id: transactionId,
    communityId: community.id,
    unitId: unit.id,
    type: TransactionType.Application,
    status,
    leaseTerm: status === ApplicationStatus.New ? null : leaseTermMonths,
    moveInDate: status === ApplicationStatus.New ? null : moveInDate,
    quotedAt: createdAt,
    quotedRentCents: unit.baseRentCents,
    createdAt,
    updatedAt: at(stage.submitted ? 6 : 1),
  });
  const members = householdRows(generation, community, transactionId, createdAt);
  const pagesDone = stage.submitted
    ? journey.length
    : status === ApplicationStatus.New
      ? 0
      : random.int(1, journey.length - 1);
  for (const member of members)
    journey.slice(0, pagesDone).forEach((event, page) => {
      out.add(transactionEvents, {
        id: ids.next(transactionEvents),
        leaseTransactionId: transactionId,
        applicantId: member.applicantId,
        event,
        createdAt: at(page * 0.1),
      });
    });
  stage.milestones.forEach((event, step) => {
    out.add(transactionEvents, {
      id: ids.next(transactionEvents),
      leaseTransactionId: transactionId,
      applicantId: null,
      event,
      createdAt: at(1 + step * 3),
    });
  });
  const verdict = stage.decision ? verdictOf(generation, community.criteria, stage.decision) : undefined;
  if (stage.submitted)
    submissionRows(generation, community, transactionId, members, at(1), {
      criminalRecord: status === ApplicationStatus.PendingCriminalReview,
      verdict,
      rentCents: unit.baseRentCents,
    });
  const staffActs: StaffAct[] = [];
  const primary = members[0];
  if (status === ApplicationStatus.PendingCriminalReview && primary && random.chance(0.7)) {
    criminalReviewRows(generation, transactionId, primary, decidedByUserId, at(2));
    staffActs.push({ action: 'criminal_review_letter.sent', details: {}, at: at(2) });
  }
  if (verdict) {
    decisionRows(generation, {
      transactionId,
      verdict,
      additionalDepositCents: additionalDepositOf(community.criteria, unit.baseRentCents),
      decidedByUserId,
      at: at(4),
    });
    staffActs.push({ action: 'application.decided', details: { decision: verdict.decision }, at: at(4) });
  }
  if (stage.signing) {
    const { countersignedAt } = leaseDocumentRows(
      generation,
      transactionId,
      members,
      decidedByUserId,
      at(5),
      stage.signing,
    );
    staffActs.push({ action: 'lease.sent', details: { documents: 1 }, at: at(5) });
    if (countersignedAt)
      staffActs.push({ action: 'lease.countersigned', details: { documents: 1 }, at: countersignedAt });
  }
  return {
    transactionId,
    unitId: unit.id,
    status,
    members,
    createdAt,
    moveInDate,
    leaseTermMonths,
    rentCents: unit.baseRentCents,
    decidedByUserId,
    staffActs,
  };
}
