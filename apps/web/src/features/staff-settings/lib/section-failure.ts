import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import type { FieldOf } from './section-values';

/** A failed save of a community section, sorted for its form. */
export interface SectionFailure {
  /** Messages for the form's own fields, by the form's field paths. */
  fieldErrors: Array<{ field: string; message: string }>;
  /** Everything else, for the banner. */
  otherMessages: string[];
}

/**
 * Sorts the API's refusal of a community change: its field messages are keyed by their path in the whole
 * community (`fees.0.amount_cents`, `screening_policy.min_credit_score`); `fieldOf` says which field of the
 * form each one goes under. A message for no field of the form goes to the banner, preceded by the name of
 * the item it is about when `nameOf` knows it; without any, the API's own message. A refusal that is not a
 * 400 is the API's words for it (403, 409), or `fallback`.
 */
export function sectionFailure(
  error: unknown,
  fieldOf: FieldOf,
  fallback: string,
  nameOf: (path: string) => string | undefined = () => undefined,
): SectionFailure {
  if (!isApiRequestError(error) || error.status !== 400)
    return { fieldErrors: [], otherMessages: [refusalMessage(error, fallback)] };
  const fieldErrors: SectionFailure['fieldErrors'] = [];
  const otherMessages: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (messages.length === 0) continue;
    const field = path === 'non_field_errors' ? undefined : fieldOf(path);
    if (field !== undefined) {
      const known = fieldErrors.find((fieldError) => fieldError.field === field);
      if (known) known.message = `${known.message} ${messages.join(' ')}`;
      else fieldErrors.push({ field, message: messages.join(' ') });
      continue;
    }
    const name = nameOf(path);
    for (const message of messages) {
      const shown = name ? `${name}: ${message}` : message;
      if (!otherMessages.includes(shown)) otherMessages.push(shown);
    }
  }
  if (fieldErrors.length === 0 && otherMessages.length === 0)
    otherMessages.push(error.body?.message ?? fallback);
  return { fieldErrors, otherMessages };
}
