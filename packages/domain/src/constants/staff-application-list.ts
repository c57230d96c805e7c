import { ApplicationStatus, applicationStatusLabel } from './application-status.js';

// The staff application list's sizes and statuses: apart from its request schema, so the staff console
// reads them without bringing zod.

export const STAFF_APPLICATIONS_PAGE_SIZE = 20;
export const STAFF_SEARCH_MAX_LENGTH = 100;

/**
 * The status as staff read it: as applicants do, except that staff see the internal states by their own
 * names. Undefined for a code the product does not know.
 */
export function staffStatusLabel(code: number): string | undefined {
  if (code === ApplicationStatus.PendingCriminalReview) return 'Pending Criminal Review';
  if (code === ApplicationStatus.Prequalify) return 'Prequalify';
  return applicationStatusLabel(code);
}

/** Every status, in the order the staff filter lists them. */
export const staffStatusFilterOrder: readonly ApplicationStatus[] = [
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
  ApplicationStatus.ConditionallyApproved,
  ApplicationStatus.Approved,
  ApplicationStatus.Denied,
  ApplicationStatus.InProgress,
  ApplicationStatus.New,
  ApplicationStatus.Prequalify,
  ApplicationStatus.Completed,
  ApplicationStatus.Cancelled,
];
