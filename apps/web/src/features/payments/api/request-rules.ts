import { isApiRequestError } from '@/lib/api-client';

/** The transaction id as a path segment of the payments endpoints. */
export const transactionPathOf = (transactionId: number | string) =>
  encodeURIComponent(String(transactionId));

/** A 4xx (lease terms not chosen, not the caller's transaction) will not change by asking again. */
export const retryServerErrors = (count: number, error: unknown) =>
  !(isApiRequestError(error) && error.isClientError) && count < 2;
