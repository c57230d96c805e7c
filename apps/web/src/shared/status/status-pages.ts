import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { SignableDocument } from '@portal/domain/schemas/signable-documents';
import type { GuestSigning } from '@portal/domain/schemas/signing';
import { type StatusPage, statusPages } from './status-page-paths';

type StatusInput = Pick<LeaseTransaction, 'status' | 'events'> &
  Partial<Pick<LeaseTransaction, 'type' | 'applicant' | 'documents_sent'>>;
type StatusEvent = LeaseTransaction['events'][number];

const has = (events: readonly StatusEvent[], step: TransactionStep) =>
  events.some((event) => event.event === step);

const latest = (events: readonly StatusEvent[], steps: readonly TransactionStep[]) =>
  Math.max(
    Number.NEGATIVE_INFINITY,
    ...events
      .filter((event) => steps.includes(event.event as TransactionStep))
      .map((e) => Date.parse(e.created_at)),
  );

/**
 * Once approved, the signing round's events: those recorded after the approval (160) and after the last
 * lease voided (140). Waiting for the agent (165) is also recorded at submission, and a signature (150)
 * of a voided lease does not sign the new one.
 */
function signingRoundEvents(events: readonly StatusEvent[]): StatusEvent[] {
  const start = latest(events, [TransactionStep.Approved, TransactionStep.Voided]);
  return events.filter((event) => Date.parse(event.created_at) > start);
}

/** Approved (conditionally too): everyone signed, the caller signed, the lease withdrawn, or approved. */
function approvedPageOf({ events, applicant, documents_sent }: StatusInput): StatusPage {
  const round = signingRoundEvents(events);
  if (has(round, TransactionStep.WaitingAgentConfirmation)) return statusPages.pendingConfirmation;
  if (round.some((event) => event.event === TransactionStep.Signed && event.applicant === applicant?.id))
    return statusPages.leaseSigned;
  if (has(events, TransactionStep.Voided) && documents_sent === false) return statusPages.leaseVoided;
  return statusPages.approved;
}

/**
 * The status page everyone on the transaction is kept on while it is in that state, or null when the
 * flow's pages are open: the Approved screen for a notice to vacate, whatever its state; cancelled; a payment returned by the bank and not paid again yet (the
 * outstanding-balance step recorded on the transaction); held for the leasing team's criminal-history
 * review; the lease executed (Completed); approved (conditionally too), where the signing round decides
 * (see approvedPageOf); denied; submitted and waiting for an agent to confirm it (the
 * waiting-agent-confirmation step).
 */
export function statusPageOf(transaction: StatusInput): StatusPage | null {
  const { status, events } = transaction;
  // A notice to vacate has one page, the Approved screen, which says where the notice stands.
  if (transaction.type === TransactionType.NoticeToVacate) return statusPages.approved;
  if (status === ApplicationStatus.Cancelled) return statusPages.cancelled;
  if (has(events, TransactionStep.OutstandingBalance)) return statusPages.outstandingBalance;
  if (status === ApplicationStatus.PendingCriminalReview) return statusPages.pendingCriminalReview;
  if (status === ApplicationStatus.Completed) return statusPages.leaseExecuted;
  if (status === ApplicationStatus.Approved || status === ApplicationStatus.ConditionallyApproved)
    return approvedPageOf(transaction);
  if (status === ApplicationStatus.Denied) return statusPages.denied;
  // A renewal has no application steps: from the moment it is asked for, it is told on the Approved screen.
  if (status === ApplicationStatus.Submitted && transaction.type === TransactionType.Renewal)
    return statusPages.approved;
  if (status === ApplicationStatus.Submitted && has(events, TransactionStep.WaitingAgentConfirmation))
    return statusPages.pendingConfirmation;
  return null;
}

/** Navigation state of the signing flow: the caller has just signed (spec part 2 §4, Signing). */
export interface JustSignedState {
  justSigned: true;
}

/** One object, so a `<Navigate state>` given it is the same navigation on every render, not a new one. */
export const justSignedState: JustSignedState = { justSigned: true };

export const isJustSigned = (state: unknown): state is JustSignedState =>
  typeof state === 'object' && state !== null && (state as Partial<JustSignedState>).justSigned === true;

/**
 * Whether `page` may be shown now: the page the transaction is kept on, or lease-signed right after the
 * caller signed (`justSigned`), whatever the others have done since; coming back later, they are kept on
 * the page the transaction is on (pending-confirmation once everyone signed).
 */
export function isStatusPageOpen(transaction: StatusInput, page: string, justSigned: boolean): boolean {
  if (statusPageOf(transaction) === page) return true;
  return (
    page === statusPages.leaseSigned &&
    justSigned &&
    (transaction.status === ApplicationStatus.Approved ||
      transaction.status === ApplicationStatus.ConditionallyApproved)
  );
}

/**
 * Where someone kept off the page they asked for goes: `page`, the one the transaction is on, except that
 * a caller who has just signed goes on to lease-signed once their signature is recorded (the others may
 * have signed since: pending-confirmation), as the signing flow itself does.
 */
export function statusRedirectOf(
  transaction: StatusInput,
  page: StatusPage,
  justSigned: boolean,
): { page: StatusPage; state?: JustSignedState } {
  const signed = page === statusPages.leaseSigned || page === statusPages.pendingConfirmation;
  return justSigned && signed && isStatusPageOpen(transaction, statusPages.leaseSigned, true)
    ? { page: statusPages.leaseSigned, state: justSignedState }
    : { page };
}

/** Where a guest signer goes: the ceremony of a document still theirs to sign, or their one page. */
export type GuestDestination = { page: StatusPage } | { sign: SignableDocument };

/**
 * A guest signer sees lease-executed once the lease is, else signs what waits for them (first sent first),
 * else sees lease-signed (decision 0029).
 */
export function guestDestinationOf(
  signing: Pick<GuestSigning, 'executed' | 'signable_documents'>,
): GuestDestination {
  if (signing.executed) return { page: statusPages.leaseExecuted };
  const unsigned = signing.signable_documents.find((document) => !document.is_signed && !document.is_voided);
  return unsigned ? { sign: unsigned } : { page: statusPages.leaseSigned };
}
