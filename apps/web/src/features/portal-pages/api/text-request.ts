import { ApiRequestError, apiErrorOf, fetchApi, parseJson } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';

/**
 * GETs one of the API's plain-text documents, in the page's language. Failures throw the same ApiRequestError as apiRequest,
 * with the API's error shape when the answer carried one.
 */
export async function getText(path: `/api/${string}`, signal?: AbortSignal): Promise<string> {
  const init: RequestInit = {
    credentials: 'same-origin',
    headers: { Accept: 'text/plain', 'Accept-Language': currentLanguage() },
  };
  if (signal) init.signal = signal;
  const response = await fetchApi(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorOf(parseJson(text)));
  return text;
}
