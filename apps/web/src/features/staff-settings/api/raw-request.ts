import { ApiRequestError, apiErrorOf, csrfToken, fetchApi, parseJson } from '@/lib/api-client';

interface RawRequestOptions {
  method: 'POST' | 'PUT';
  /** Sent as it is, with `contentType`. */
  body: string;
  contentType: string;
  /** What the answer is read as: JSON, or the bytes of a file (a PDF). */
  accept: string;
  signal?: AbortSignal;
}

/**
 * The calls apiRequest does not make: a body sent as it is (a CSV file's text) or an answer that is a file
 * (a PDF). Same session, CSRF token and failures as apiRequest: a non-2xx answer throws ApiRequestError
 * with the API's error shape; a 2xx answer is returned for the caller to read.
 */
export async function rawApiRequest(
  path: `/api/${string}`,
  { method, body, contentType, accept, signal }: RawRequestOptions,
): Promise<Response> {
  const csrf = csrfToken();
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: accept, 'Content-Type': contentType, ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
    body,
  };
  if (signal) init.signal = signal;
  const response = await fetchApi(path, init);
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorOf(parseJson(await response.text())));
  return response;
}
