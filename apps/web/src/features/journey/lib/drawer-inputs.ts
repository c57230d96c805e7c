import { ApplicationStatus, isApplicationStatus } from '@portal/domain/constants/application-status';
import type { ProgressStepRoute } from '@portal/domain/constants/progress-steps';
import { roles } from '@portal/domain/constants/roles';
import { isTransactionStep, TransactionStep } from '@portal/domain/constants/transaction-steps';
import {
  type DrawerBlockInput,
  drawerBlockReason,
  viewProgressRoute,
} from '@portal/domain/flow/drawer-block';
import { drawerSteps, nextRoute, progressPercentage } from '@portal/domain/flow/progress';
import type { Applicant, LeaseTransaction } from '@portal/domain/schemas/lease-transaction';

/** The step codes the caller's own applicant has finished on this transaction. */
export function completedStepCodes(transaction: LeaseTransaction): Set<TransactionStep> {
  const own = transaction.events.filter((event) => event.applicant === transaction.applicant.id);
  return new Set(own.map((event) => event.event).filter(isTransactionStep));
}

/** The transaction's status as a known code; an unknown one counts as still in progress. */
export function transactionStatus(transaction: LeaseTransaction): ApplicationStatus {
  return isApplicationStatus(transaction.status) ? transaction.status : ApplicationStatus.InProgress;
}

/** Events that concern the caller: their own, and those of the whole transaction (no applicant). */
function hasEvent(transaction: LeaseTransaction, step: TransactionStep): boolean {
  return transaction.events.some(
    (event) =>
      event.event === step && (event.applicant === null || event.applicant === transaction.applicant.id),
  );
}

const FINISHING_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  ApplicationStatus.New,
  ApplicationStatus.InProgress,
]);

/**
 * What drawerBlockReason() needs, read from the transaction (and the caller's applicant record when it
 * has loaded, for the move-in threshold). Unconfirmed price changes are not known to the transaction
 * answer yet: they count as none.
 */
export function drawerBlockInput(
  transaction: LeaseTransaction,
  applicant?: Pick<Applicant, 'is_move_in_threshold_exceeded'> | null,
): DrawerBlockInput {
  const completed = completedStepCodes(transaction);
  const status = transactionStatus(transaction);
  return {
    status,
    isFinishingApplication: FINISHING_STATUSES.has(status) && !completed.has(TransactionStep.Submitted),
    isPrimaryApplicant: transaction.applicant.role === roles.primary_applicant.code,
    unitAvailable: transaction.unit_available,
    quoteExpired: transaction.quote_expired,
    hasUnconfirmedPriceChange: false,
    moveInThresholdExceeded: applicant?.is_move_in_threshold_exceeded ?? false,
    guarantorRequested: hasEvent(transaction, TransactionStep.GuarantorRequested),
    incomeRequested: hasEvent(transaction, TransactionStep.IncomeRequested),
    hasOutstandingBalance: hasEvent(transaction, TransactionStep.OutstandingBalance),
  };
}

/** Everything the progress drawer shows for a transaction, from the domain's flow rules. */
export function drawerModel(
  transaction: LeaseTransaction,
  applicant?: Pick<Applicant, 'is_move_in_threshold_exceeded'> | null,
) {
  const completed = completedStepCodes(transaction);
  const input = drawerBlockInput(transaction, applicant);
  const next: ProgressStepRoute = nextRoute(completed);
  return {
    steps: drawerSteps(completed),
    percentage: progressPercentage(completed, input.status),
    blockReason: drawerBlockReason(input),
    next,
    viewProgress: viewProgressRoute(input, next),
  };
}
export type DrawerModel = ReturnType<typeof drawerModel>;

/** Where "Continue" leads after a page is finished: the next step of the refreshed transaction. */
export function nextRouteOf(transaction: LeaseTransaction): ProgressStepRoute {
  return nextRoute(completedStepCodes(transaction));
}

/** The transaction page a step route lives at. */
export function transactionPath(community: string, transactionId: number | string, route: string): string {
  return `/${community}/transaction/${transactionId}/${route}`;
}

/** A page of the flow may be opened once its step has been reached (the drawer's clickable steps). */
export function canOpenStep(transaction: LeaseTransaction, route: string): boolean {
  const step = drawerSteps(completedStepCodes(transaction)).find((entry) => entry.step.route === route);
  return step?.clickable ?? true;
}
