import { isApiRequestError } from '@/lib/api-client';

export interface SubmitFailure {
  /** HTTP status; 0 when the request got no answer or the failure was not an API answer. */
  status: number;
  /** Messages for the form's own fields, to show under them, in the form's field order. */
  fieldErrors: Array<{ field: string; message: string }>;
  /** Field messages for anything that is not one of the form's fields (a token, the terms ...). */
  otherMessages: string[];
  /** The API's top-level message, when it answered with one. */
  apiMessage: string | null;
}

/** Sorts a failed submit's answer into messages under fields and messages for the banner. */
export function describeSubmitFailure(error: unknown, fields: readonly string[]): SubmitFailure {
  if (!isApiRequestError(error)) {
    return { status: 0, fieldErrors: [], otherMessages: [], apiMessage: null };
  }
  const received = error.status === 400 ? error.fieldErrors : {};
  const fieldErrors = fields.flatMap((field) => {
    const messages = received[field];
    return messages && messages.length > 0 ? [{ field, message: messages.join(' ') }] : [];
  });
  const otherMessages = Object.entries(received)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  return {
    status: error.status,
    fieldErrors,
    otherMessages: [...new Set(otherMessages)],
    apiMessage: error.body?.message ?? null,
  };
}

/**
 * The banner for a failed submit whose field messages already show under the fields: the messages for
 * anything else, the API's own message for a 429 (too many attempts), otherwise `fallback`.
 */
export function failureBanner(failure: SubmitFailure, fallback: string): string[] {
  if (failure.status === 400 && (failure.fieldErrors.length > 0 || failure.otherMessages.length > 0)) {
    return failure.otherMessages;
  }
  if (failure.status === 429 && failure.apiMessage) return [failure.apiMessage];
  return [fallback];
}

/**
 * The banner of a failed sign-in (community or staff login): nothing when the API put its messages under
 * the fields, the API's own message for wrong credentials (400) and too many attempts (429), otherwise
 * `texts.failed`. A 400 without a message reads `texts.wrongCredentials`.
 */
export function signInFailureBanner(
  failure: SubmitFailure,
  texts: { wrongCredentials: string; failed: string },
): string[] {
  if (failure.fieldErrors.length > 0) return [];
  if (failure.status === 400) return [failure.apiMessage ?? texts.wrongCredentials];
  if (failure.status === 429 && failure.apiMessage) return [failure.apiMessage];
  return [texts.failed];
}
