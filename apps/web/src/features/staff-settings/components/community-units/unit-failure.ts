import { formFieldOf } from '@/features/staff-settings/lib/unit-form';
import { sortFailure } from '@/shared/journey-step/submit-failure';

type SetError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Shows a refused unit or price change in its form: each field's message under that field (the API names
 * the rent `base_rent_cents`, the form types it in dollars as `rent`), the first focused; the rest is
 * answered for the error list.
 */
export function showUnitFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
  setError: SetError<Field>,
): string[] {
  const apiFields = fields.map((field) => (field === 'rent' ? 'base_rent_cents' : field));
  const failure = sortFailure(error, apiFields, fallback);
  failure.fieldErrors.forEach(({ field, message }, index) => {
    setError(formFieldOf(field) as Field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return failure.otherMessages;
}
