import { isApiRequestError } from '@/lib/api-client';

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

/** How a form puts a message under one of its fields (react-hook-form's setError). */
type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Shows a failed save in its form: each field's message under that field, the first such field focused.
 * Answers the messages left for the error list.
 */
export function showFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
  setError: SetFieldError<NoInfer<Field>>,
): string[] {
  const failure = sortFailure(error, fields, fallback);
  failure.fieldErrors.forEach(({ field, message }, index) => {
    // sortFailure names only fields of `fields`.
    setError(field as Field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return failure.otherMessages;
}
