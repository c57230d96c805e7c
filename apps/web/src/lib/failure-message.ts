import { isApiRequestError } from './api-client';

/** The API's own words for a refusal it explains (403, 409 …); anything else is `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.isClientError && error.body?.message
    ? error.body.message
    : fallback;
}
