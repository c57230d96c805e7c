import { ApplicationStatus } from '../constants/application-status.js';

/**
 * Statuses from which the primary applicant may still withdraw online: before the leasing team has
 * decided. Once approved, denied or completed, cancelling goes through the leasing office.
 */
const CANCELLABLE: ReadonlySet<number> = new Set([
  ApplicationStatus.New,
  ApplicationStatus.InProgress,
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
  ApplicationStatus.Prequalify,
]);

export function isCancellableStatus(status: number): boolean {
  return CANCELLABLE.has(status);
}
