import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { AppError } from '../../lib/app-error.js';

/** While the leasing team is still weighing an application, it may review it, ask for more and decide. */
const underReview: ReadonlySet<number> = new Set([
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
]);

export const NOT_UNDER_REVIEW = 'This application is no longer under review.';

export function isUnderReview(status: number): boolean {
  return underReview.has(status);
}

/** 409 unless the application is under review. */
export function assertUnderReview(status: number, message = NOT_UNDER_REVIEW): void {
  if (!underReview.has(status)) throw new AppError('Conflict', message);
}
