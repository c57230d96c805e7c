import { isApiRequestError } from '../../../lib/api-client';

export interface SortedFailure {
  /** Messages for the form's own fields, in the form's field order. */
  fieldErrors: Array<{ field: string; message: string }>;
  /** Everything else to show in the error list. */
  otherMessages: string[];
}

/**
 * Sorts a failed save into messages under fields (a 400 with per-field messages) and messages for the
 * error list; any other failure is `fallback` alone.
 */
export function sortFailure(error: unknown, fields: readonly string[], fallback: string): SortedFailure {
  if (!isApiRequestError(error) || error.status !== 400)
    return { fieldErrors: [], otherMessages: [fallback] };
  const received = error.fieldErrors;
  const fieldErrors = fields.flatMap((field) => {
    const messages = received[field];
    return messages && messages.length > 0 ? [{ field, message: messages.join(' ') }] : [];
  });
  const otherMessages = [
    ...new Set(
      Object.entries(received)
        .filter(([field]) => !fields.includes(field))
        .flatMap(([, messages]) => messages),
    ),
  ];
  if (fieldErrors.length === 0 && otherMessages.length === 0)
    otherMessages.push(error.body?.message ?? fallback);
  return { fieldErrors, otherMessages };
}

/** The messages of a failed save for a form whose fields show no messages of their own. */
export function failureMessages(error: unknown, fallback: string): string[] {
  return sortFailure(error, [], fallback).otherMessages;
}
