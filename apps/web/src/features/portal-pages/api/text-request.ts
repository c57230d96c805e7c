import { ApiRequestError, apiErrorOf, parseJson } from '../../../lib/api-client';

/**
 * GETs one of the API's plain-text documents. Failures throw the same ApiRequestError as apiRequest,
 * with the API's error shape when the answer carried one.
 */
export async function getText(path: `/api/${string}`, signal?: AbortSignal): Promise<string> {
  const init: RequestInit = { credentials: 'same-origin', headers: { Accept: 'text/plain' } };
  if (signal) init.signal = signal;
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, null, 'Network request failed', { cause });
  }
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorOf(parseJson(text)));
  return text;
}
