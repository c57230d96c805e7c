import { isUnderReview } from '@portal/domain/decision/under-review';
import { AppError } from '../../lib/app-error.js';

export const NOT_UNDER_REVIEW = 'This application is no longer under review.';

/** 409 unless the application is under review. */
export function assertUnderReview(status: number, message = NOT_UNDER_REVIEW): void {
  if (!isUnderReview(status)) throw new AppError('Conflict', message);
}
