import { isApiRequestError } from '@/lib/api-client';

type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * The API's messages about a form's fields go under those fields (react-hook-form's setError), the first
 * one focused. `fields` names the form field of each request field, in the form's order.
 */
export function showServerFieldErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
  setError: SetFieldError<Field>,
): void {
  const received = isApiRequestError(error) ? error.fieldErrors : {};
  // Two request fields may show under one form field: the first of them that has a message is shown.
  const shown = new Map<Field, string>();
  for (const [requestField, field] of Object.entries(fields)) {
    const message = received[requestField]?.[0];
    if (message && !shown.has(field)) shown.set(field, message);
  }
  [...shown].forEach(([field, message], index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
