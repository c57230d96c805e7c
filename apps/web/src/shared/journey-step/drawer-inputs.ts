import { ApplicationStatus, isApplicationStatus } from '@portal/domain/constants/application-status';
import type { ProgressStepRoute } from '@portal/domain/constants/progress-steps';
import { roles } from '@portal/domain/constants/roles';
import { isTransactionStep, TransactionStep } from '@portal/domain/constants/transaction-steps';
import {
  type DrawerBlockInput,
  type DrawerBlockReason,
  drawerBlockReason,
  viewProgressRoute,
} from '@portal/domain/flow/drawer-block';
import { isCarriedOverRoute } from '@portal/domain/flow/flow-steps';
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

/** What the transaction answer alone does not tell: loaded beside it, and absent while loading. */
interface DrawerExtras {
  /** The caller's applicant record, for the move-in threshold. */
  applicant?: Pick<Applicant, 'is_move_in_threshold_exceeded'> | null;
  /** From the detect-…-price-changed endpoints, which only the primary applicant asks. */
  hasUnconfirmedPriceChange?: boolean;
}

/** What drawerBlockReason() needs, read from the transaction and its extras. */
export function drawerBlockInput(transaction: LeaseTransaction, extras: DrawerExtras = {}): DrawerBlockInput {
  const completed = completedStepCodes(transaction);
  const status = transactionStatus(transaction);
  return {
    status,
    isFinishingApplication: FINISHING_STATUSES.has(status) && !completed.has(TransactionStep.Submitted),
    isPrimaryApplicant: isPrimaryApplicant(transaction),
    unitAvailable: transaction.unit_available,
    quoteExpired: transaction.quote_expired,
    hasUnconfirmedPriceChange: extras.hasUnconfirmedPriceChange ?? false,
    moveInThresholdExceeded: extras.applicant?.is_move_in_threshold_exceeded ?? false,
    guarantorRequested: transaction.guarantor_requested,
    incomeRequested: transaction.income_requested,
    hasOutstandingBalance: hasEvent(transaction, TransactionStep.OutstandingBalance),
  };
}

export function isPrimaryApplicant(transaction: LeaseTransaction): boolean {
  return transaction.applicant.role === roles.primary_applicant.code;
}

/** "Avery Quinn": whom the rest of the household waits for while the application is on hold. */
export function primaryApplicantName(transaction: Pick<LeaseTransaction, 'primary_applicant'>): string {
  return `${transaction.primary_applicant.first_name} ${transaction.primary_applicant.last_name}`;
}

/** The holds' own pages under /transaction/{id}/. */
const UNIT_UNAVAILABLE_ROUTE = 'unit-unavailable';
const PRICE_REVIEW_ROUTE = 'pricing-updated';
export const GUARANTOR_REQUEST_ROUTE = 'guarantor_request';
export const INVITE_GUARANTOR_ROUTE = 'invite-guarantor';
/** The Income & Employment step, whose pages all live under it. */
const INCOME_STEP_ROUTE = 'income-employment';

const PAYMENT_DETAILS_ROUTE = 'payment-details';

/** The way out of a hold offered beside the drawer's message (journey.drawer.actions.*); it leads to the hold's destination. */
type HoldAction = 'chooseUnit' | 'reviewQuote' | 'reviewPrice' | 'inviteGuarantor' | 'reviewIncome';

const HOLD_ACTIONS: Partial<Record<DrawerBlockReason, HoldAction>> = {
  unit_unavailable_primary: 'chooseUnit',
  quote_expired: 'reviewQuote',
  price_changed: 'reviewPrice',
  guarantor_requested: 'inviteGuarantor',
  income_requested: 'reviewIncome',
};

/**
 * Where a hold keeps the user, and which pages of the flow stay open meanwhile: a gone unit keeps
 * everyone on unit-unavailable; an expired quote sends everyone to the quote-expired page, except the
 * primary applicant on lease terms, where a new quote is made; a price change keeps the primary
 * applicant on the price review; a guarantor asked for by the leasing team keeps the primary applicant on
 * the request until they invite one, while the rest of the household only reads the drawer's message; more
 * documents asked of an applicant keep them on Income & Employment until they have edited those sources.
 */
interface Hold {
  destination:
    | 'unit-unavailable'
    | 'quote-expired'
    | 'pricing-updated'
    | typeof GUARANTOR_REQUEST_ROUTE
    | typeof INCOME_STEP_ROUTE;
  openPages: readonly string[];
}

function holdOf(reason: DrawerBlockReason | null, isPrimary: boolean): Hold | null {
  switch (reason) {
    case 'unit_unavailable_primary':
    case 'unit_unavailable_household':
      return { destination: UNIT_UNAVAILABLE_ROUTE, openPages: [UNIT_UNAVAILABLE_ROUTE] };
    case 'quote_expired':
      return { destination: 'quote-expired', openPages: isPrimary ? ['lease-terms'] : [] };
    case 'price_changed':
      return { destination: PRICE_REVIEW_ROUTE, openPages: [PRICE_REVIEW_ROUTE] };
    case 'guarantor_requested':
      return isPrimary
        ? {
            destination: GUARANTOR_REQUEST_ROUTE,
            openPages: [GUARANTOR_REQUEST_ROUTE, INVITE_GUARANTOR_ROUTE],
          }
        : null;
    case 'income_requested':
      return { destination: INCOME_STEP_ROUTE, openPages: [INCOME_STEP_ROUTE] };
    default:
      return null;
  }
}

/** `/:community/quote-expired`, about one transaction (the page tells the primary applicant apart). */
export function quoteExpiredPath(community: string, transactionId: number | string): string {
  return `/${community}/quote-expired?transaction=${encodeURIComponent(String(transactionId))}`;
}

function holdPath(community: string, transactionId: number, hold: Hold): string {
  return hold.destination === 'quote-expired'
    ? quoteExpiredPath(community, transactionId)
    : transactionPath(community, transactionId, hold.destination);
}

/** Everything the progress drawer shows for a transaction, from the domain's flow rules. */
export function drawerModel(transaction: LeaseTransaction, extras: DrawerExtras = {}) {
  const completed = completedStepCodes(transaction);
  const input = drawerBlockInput(transaction, extras);
  const next: ProgressStepRoute = nextRoute(completed, transaction.type);
  const blockReason = drawerBlockReason(input);
  return {
    steps: drawerSteps(completed, transaction.type),
    percentage: progressPercentage(completed, input.status, transaction.type),
    blockReason,
    holdAction: blockReason ? (HOLD_ACTIONS[blockReason] ?? null) : null,
    hold: holdOf(blockReason, input.isPrimaryApplicant),
    next,
    viewProgress: viewProgressRoute(input, next),
  };
}
export type DrawerModel = ReturnType<typeof drawerModel>;

/** Where "Continue" leads after a page is finished: the next step of the refreshed transaction. */
export function nextRouteOf(transaction: LeaseTransaction): ProgressStepRoute {
  return nextRoute(completedStepCodes(transaction), transaction.type);
}

/** The transaction page a step route lives at. */
export function transactionPath(community: string, transactionId: number | string, route: string): string {
  return `/${community}/transaction/${transactionId}/${route}`;
}

/**
 * A page of the flow may be opened once its step has been reached (the drawer's clickable steps).
 * Payment Details has no step event of its own: it opens to an applicant who has paid at Fees & Deposits
 * (the server tells them when the rest of the household has not), ahead of approval and signing.
 */
export function canOpenStep(transaction: LeaseTransaction, route: string): boolean {
  if (route === PAYMENT_DETAILS_ROUTE) {
    return completedStepCodes(transaction).has(TransactionStep.FeesDeposits);
  }
  // A step carried over from the lease (a transfer's address, screening, identity) is not asked again.
  if (isCarriedOverRoute(transaction.type, route)) return false;
  const step = drawerSteps(completedStepCodes(transaction), transaction.type).find(
    (entry) => entry.step.route === route,
  );
  return step?.clickable ?? true;
}

/** The page the hold's action leads to (see holdOf), or null when nothing is on hold. */
export function holdActionPath(community: string, transactionId: number, model: DrawerModel): string | null {
  return model.hold ? holdPath(community, transactionId, model.hold) : null;
}

/** Where the layout sends a page of the flow while the application is on hold; null to show the page. */
export function holdRedirect(
  community: string,
  transactionId: number,
  model: DrawerModel,
  page: string,
): string | null {
  if (!model.hold || model.hold.openPages.includes(page)) return null;
  return holdPath(community, transactionId, model.hold);
}
