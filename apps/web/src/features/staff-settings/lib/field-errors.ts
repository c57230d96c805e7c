import { ApiRequestError, isApiRequestError } from '@/lib/api-client';

/**
 * The API's failure with its field messages keyed by the form's own fields (`fieldOf` of each path; the
 * messages of paths under one field joined), for `showFailure` to put under them.
 */
export function keyedByFormField(error: unknown, fieldOf: (path: string) => string): unknown {
  if (!isApiRequestError(error) || !error.body || Object.keys(error.fieldErrors).length === 0) return error;
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(path);
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiRequestError(error.status, { ...error.body, errors });
}
