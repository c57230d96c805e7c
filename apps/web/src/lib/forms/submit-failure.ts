import { isApiRequestError } from '@/lib/api-client';

/**
 * A form's fields as the API names them: a list when the form's fields carry the request's names, else
 * the form field each request field shows under, in the form's order.
 */
export type FormFields<Field extends string> = readonly Field[] | Readonly<Record<string, Field>>;

export interface SubmitFailure<Field extends string = string> {
  /** HTTP status; 0 when the request got no answer or the failure was not an API answer. */
  status: number;
  /** Messages for the form's own fields, to show under them, in the form's field order. */
  fieldErrors: Array<{ field: Field; message: string }>;
  /** Field messages for anything that is not one of the form's fields (a token, the terms ...). */
  otherMessages: string[];
  /** The API's top-level message, when it answered with one. */
  apiMessage: string | null;
}

const requestFieldsOf = <Field extends string>(fields: FormFields<Field>): Array<[string, Field]> =>
  Array.isArray(fields)
    ? fields.map((field) => [field, field])
    : Object.entries(fields as Readonly<Record<string, Field>>);

/**
 * The one way a failed submit is read: a 400's field messages go under the form's fields (a field's
 * messages joined; two request fields under one form field show the first that has any), the rest aside.
 */
export function describeSubmitFailure<Field extends string>(
  error: unknown,
  fields: FormFields<Field>,
): SubmitFailure<Field> {
  if (!isApiRequestError(error)) return { status: 0, fieldErrors: [], otherMessages: [], apiMessage: null };
  const received = error.status === 400 ? error.fieldErrors : {};
  const requestFields = requestFieldsOf(fields);
  const shown = new Map<Field, string>();
  for (const [requestField, field] of requestFields) {
    const messages = received[requestField];
    if (messages && messages.length > 0 && !shown.has(field)) shown.set(field, messages.join(' '));
  }
  const formRequestFields = new Set(requestFields.map(([requestField]) => requestField));
  const otherMessages = Object.entries(received)
    .filter(([field]) => !formRequestFields.has(field))
    .flatMap(([, messages]) => messages);
  return {
    status: error.status,
    fieldErrors: [...shown].map(([field, message]) => ({ field, message })),
    otherMessages: [...new Set(otherMessages)],
    apiMessage: error.body?.message ?? null,
  };
}

/**
 * The banner of a failed submit whose field messages show under the fields: the messages for anything
 * else; the API's own message for a refusal that named no field (400) or too many attempts (429);
 * otherwise `fallback`.
 */
export function failureBanner(failure: SubmitFailure, fallback: string): string[] {
  if (failure.status === 400 && (failure.fieldErrors.length > 0 || failure.otherMessages.length > 0)) {
    return failure.otherMessages;
  }
  if ((failure.status === 400 || failure.status === 429) && failure.apiMessage) return [failure.apiMessage];
  return [fallback];
}

/** How a form puts a message under one of its fields (react-hook-form's setError). */
type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/** Puts a failure's field messages under their fields, the first of them focused. */
export function showFieldErrors<Field extends string>(
  failure: SubmitFailure<Field>,
  setError: SetFieldError<Field>,
): void {
  failure.fieldErrors.forEach(({ field, message }, index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

/** Shows a failed submit in its form: field messages under their fields; answers the banner's messages. */
export function showFailure<Field extends string>(
  error: unknown,
  fields: FormFields<Field>,
  fallback: string,
  setError: SetFieldError<NoInfer<Field>>,
): string[] {
  const failure = describeSubmitFailure(error, fields);
  showFieldErrors(failure, setError);
  return failureBanner(failure, fallback);
}

/** The banner of a failed submit for a form whose fields show no messages of their own. */
export function failureMessages(error: unknown, fallback: string): string[] {
  return failureBanner(describeSubmitFailure(error, []), fallback);
}
