import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';

/** The pages under /transaction/{id}/ that tell the household where the application as a whole stands. */
export const statusPages = {
  cancelled: 'application-cancelled',
  pendingCriminalReview: 'application-pending-criminal-review',
  pendingConfirmation: 'pending-confirmation',
  outstandingBalance: 'outstanding-balance',
  approved: 'application-approved',
  denied: 'application-denied',
} as const;
export type StatusPage = (typeof statusPages)[keyof typeof statusPages];

type StatusInput = Pick<LeaseTransaction, 'status' | 'events'>;

/**
 * The status page everyone on the transaction is kept on while it is in that state, or null when the
 * flow's pages are open: cancelled; a payment returned by the bank and not paid again yet (the
 * outstanding-balance step recorded on the transaction); held for the leasing team's criminal-history
 * review; submitted and waiting for an agent to confirm it (the waiting-agent-confirmation step);
 * approved (conditionally too) or denied by the leasing team.
 */
export function statusPageOf({ status, events }: StatusInput): StatusPage | null {
  if (status === ApplicationStatus.Cancelled) return statusPages.cancelled;
  if (events.some((event) => event.event === TransactionStep.OutstandingBalance))
    return statusPages.outstandingBalance;
  if (status === ApplicationStatus.PendingCriminalReview) return statusPages.pendingCriminalReview;
  if (status === ApplicationStatus.Approved || status === ApplicationStatus.ConditionallyApproved)
    return statusPages.approved;
  if (status === ApplicationStatus.Denied) return statusPages.denied;
  if (
    status === ApplicationStatus.Submitted &&
    events.some((event) => event.event === TransactionStep.WaitingAgentConfirmation)
  )
    return statusPages.pendingConfirmation;
  return null;
}
