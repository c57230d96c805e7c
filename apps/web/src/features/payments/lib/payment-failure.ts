import { isApiRequestError } from '@/lib/api-client';
import { failureMessages } from '@/lib/forms/submit-failure';

/** Statuses whose message tells the payer what happened: declined (402), busy (409), key reused (422). */
const EXPLAINED_STATUSES = new Set([402, 409, 422]);

/** What to tell the payer after a failed payment: the processor's or the server's words when it gave some. */
export function paymentFailureMessages(error: unknown, fallback: string): string[] {
  if (isApiRequestError(error) && EXPLAINED_STATUSES.has(error.status) && error.body?.message) {
    return [error.body.message];
  }
  return failureMessages(error, fallback);
}

/**
 * Whether the attempt may be sent again as it was: no answer came back (the charge may have happened),
 * or the server is still busy with it. Then the same Idempotency-Key must be reused; after any other
 * answer the next attempt is a new one.
 */
export function isSameAttemptRetry(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 0 || error.status === 409 || error.status >= 500);
}
