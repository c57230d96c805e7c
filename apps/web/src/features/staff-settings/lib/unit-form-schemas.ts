import { scheduledPriceSchema } from '@portal/domain/schemas/admin-units';
import { unitDefinitionSchema } from '@portal/domain/schemas/community-definition';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { centsFromDollars } from '@/lib/money';
import { formFieldOf, type PriceChangeValues, type UnitValues } from './unit-form';

// The unit forms' schemas, loaded with zod when a form is first used (useSchemaForm): each reads the typed
// text into the API's shape and checks it with the domain schema, each message under the field it was
// typed in.

/** The domain schema's checks in words a leasing director reads. */
const friendlyMessage: z.core.$ZodErrorMap = (issue) => {
  const count = (value: number | bigint) => String(value);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return t('communityData.errors.required');
      if (Number.isNaN(issue.input)) return t('communityData.errors.number');
      return issue.expected === 'int' ? t('communityData.errors.wholeNumber') : undefined;
    case 'too_small':
      if (issue.origin === 'string') return t('communityData.errors.required');
      return issue.inclusive
        ? t('communityData.errors.atLeast', { minimum: count(issue.minimum) })
        : t('communityData.errors.above', { minimum: count(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('communityData.errors.tooLong', { maximum: count(issue.maximum) })
        : t('communityData.errors.atMost', { maximum: count(issue.maximum) });
    case 'not_multiple_of':
      return t('communityData.errors.halves');
    case 'invalid_format':
      return t('communityData.errors.date');
    default:
      return undefined;
  }
};

/** Text as a number for the schema: empty is missing, anything but a number is NaN. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[\s,]/g, '')));

/** Dollars as cents for the schema: empty is missing, an amount it cannot read is NaN. */
const centsOf = (text: string) => (text.trim() === '' ? undefined : (centsFromDollars(text) ?? Number.NaN));

/** The rent's own message when its text is no amount (the schema would only say it is not a number). */
const rentMessages = (cents: number | undefined): Record<string, string> =>
  cents !== undefined && Number.isNaN(cents) ? { rent: t('communityData.errors.amount') } : {};

/** Checks `value` with `schema`, each message under its form field (the first for each field). */
function checked<Output>(
  schema: z.ZodType<Output>,
  value: unknown,
  context: z.RefinementCtx,
  messages: Record<string, string>,
): Output {
  const parsed = schema.safeParse(value, { error: friendlyMessage });
  if (parsed.success) return parsed.data;
  const taken = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? 'root'));
    if (taken.has(field)) continue;
    taken.add(field);
    context.addIssue({ code: 'custom', path: [field], message: messages[field] ?? issue.message });
  }
  return z.NEVER;
}

/** A unit's form: its text read into a unit definition (rent in cents) and checked as the API does. */
export const unitFormSchema = z.custom<UnitValues>().transform((values, context) => {
  const base_rent_cents = centsOf(values.rent);
  return checked(
    unitDefinitionSchema,
    {
      unit_number: values.unit_number,
      layout: values.layout,
      bedrooms: numberOf(values.bedrooms),
      bathrooms: numberOf(values.bathrooms),
      sqft: numberOf(values.sqft),
      base_rent_cents,
      available_from: values.available_from,
      available: values.available,
    },
    context,
    rentMessages(base_rent_cents),
  );
});

/** A price change's form: a day and the rent from it, in cents. */
export const priceChangeFormSchema = z.custom<PriceChangeValues>().transform((values, context) => {
  const base_rent_cents = centsOf(values.rent);
  return checked(
    scheduledPriceSchema,
    { effective_date: values.effective_date, base_rent_cents },
    context,
    rentMessages(base_rent_cents),
  );
});
