import { keyedByFormField } from '@/features/staff-settings/lib/field-errors';
import { formFieldOf } from '@/features/staff-settings/lib/unit-form';
import { showFailure } from '@/lib/forms/submit-failure';

/**
 * Shows a refused unit or price change in its form: each field's message under that field (the API names
 * the rent `base_rent_cents`, the form types it in dollars as `rent`), the first focused; the rest is
 * answered for the error list.
 */
export function showUnitFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
  setError: Parameters<typeof showFailure<Field>>[3],
): string[] {
  return showFailure(keyedByFormField(error, formFieldOf), fields, fallback, setError);
}
