import { errorTypes } from '@portal/domain/constants/error-types';
import type { ApiError } from '@portal/domain/schemas/api-error';
import { currentLanguage } from './language';

/**
 * A failed API call. `status` is the HTTP status (0 when the request never got an answer); `body` is
 * the API's error shape `{ error_type, message, errors }` when the answer carried one.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null, message?: string, options?: ErrorOptions) {
    super(message ?? body?.message ?? `API request failed with status ${status}`, options);
    this.status = status;
    this.body = body;
  }

  get errorType(): ApiError['error_type'] | null {
    return this.body?.error_type ?? null;
  }

  /** Per-field messages from a 400 ValidationError, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    const errors = this.body?.errors;
    return errors && !Array.isArray(errors) ? errors : {};
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** 4xx answers are the request's fault: retrying the same request will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export function isNotFoundError(error: unknown): boolean {
  return isApiRequestError(error) && error.isNotFound;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialized as JSON; FormData goes as multipart/form-data (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The answer's JSON, or undefined for an empty or non-JSON body (a proxy's HTML error page). */
export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The API's error shape, when a failed answer carries it: checked by hand, since a failure can come from
 * something between the browser and the API.
 */
export function apiErrorOf(data: unknown): ApiError | null {
  if (typeof data !== 'object' || data === null) return null;
  const { error_type, message } = data as Record<string, unknown>;
  const known = (errorTypes as readonly unknown[]).includes(error_type);
  return known && typeof message === 'string' ? (data as ApiError) : null;
}

const CSRF_COOKIE = 'portal_csrf';

/** The session's CSRF token, set by the server in a readable cookie at sign-in (double submit). */
export function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(CSRF_COOKIE.length + 1)) : undefined;
}

/**
 * Whether this browser holds a session at all. The server sets and clears the readable CSRF cookie with
 * the httpOnly session cookie, so without it nobody is signed in and there is nothing to ask the API.
 */
export function holdsSessionCookie(): boolean {
  return csrfToken() !== undefined;
}

/**
 * `fetch` for the API's calls: a network failure throws ApiRequestError with status 0, and a request its
 * caller aborted throws the abort as it is. Any answer, 2xx or not, is returned for the caller to read.
 */
export async function fetchApi(path: `/api/${string}`, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiRequestError(0, null, 'Network request failed', { cause });
  }
}

/**
 * Calls the same-origin API and answers its JSON as `T`, the route's reply type. The reply is not checked
 * again here: the API validates every reply against the same domain schema before sending it (decision
 * 0014). Throws ApiRequestError for non-2xx answers and network failures.
 */
export async function apiRequest<T>(path: `/api/${string}`, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const csrf = method === 'GET' ? undefined : csrfToken();
  // The browser writes a multipart body's Content-Type itself, with the boundary.
  const isForm = body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The API answers its messages in the language the app shows (Spanish or English).
      'Accept-Language': currentLanguage(),
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      ...headers,
    },
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
  if (signal) init.signal = signal;

  const response = await fetchApi(path, init);
  const data = parseJson(await response.text());
  if (!response.ok) throw new ApiRequestError(response.status, apiErrorOf(data));
  return data as T;
}
