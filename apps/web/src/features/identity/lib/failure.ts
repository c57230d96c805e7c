import { isApiRequestError } from '@/lib/api-client';

/**
 * What to tell the applicant about a failed call: the server's own words when it refused the request
 * (no tries left, too many codes, a file it could not find: 4xx), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiRequestError(error) || !error.isClientError || !error.body) return fallback;
  return error.body.message || fallback;
}
