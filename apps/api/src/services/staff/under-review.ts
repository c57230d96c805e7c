import { isUnderReview } from '@portal/domain/decision/under-review';
import { AppError } from '../../lib/app-error.js';
import type { Text } from '../../messages/message.js';

/** 409 unless the application is under review. */
export function assertUnderReview(status: number, text: Text = 'not_under_review'): void {
  if (!isUnderReview(status)) throw new AppError('Conflict', text);
}
