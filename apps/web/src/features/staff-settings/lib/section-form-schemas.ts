import type { ManualSourceType } from '@portal/domain/constants/financial-source-types';
import { type CommunitySettings, communitySettingsSchema } from '@portal/domain/schemas/community';
import {
  communityDefinitionFields,
  concessionDefinitionSchema,
  feeDefinitionSchema,
  rentalOptionDefinitionSchema,
} from '@portal/domain/schemas/community-definition';
import { documentValidationRuleSchema } from '@portal/domain/schemas/document-validation-rules';
import { screeningPolicySchema } from '@portal/domain/schemas/screening-policy';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { readSettings, type SettingsValues, settingsFieldOf } from './application-settings-form';
import { concessionFieldOf, readConcession } from './concession-form';
import { feeFieldOf, readFee } from './fee-form';
import { type LeaseTermsValues, leaseTermsFieldOf, readLeaseTerms } from './lease-terms-form';
import { type ProofRuleValues, proofRuleFieldOf, readProofRule } from './proof-rules-form';
import { readRentalOption, rentalOptionFieldOf } from './rental-option-form';
import { readScreening, screeningFieldOf } from './screening-form';
import type { ReadResult } from './section-values';

// The community sections' form schemas, loaded with zod when a form is first used (useSchemaForm): each
// reads the typed values into the community's shape and checks them with the domain schema the API uses.

/** The domain schema's checks in words a leasing director reads; its own messages (a key's) stay. */
export const friendlyMessage: z.core.$ZodErrorMap = (issue) => {
  const count = (value: number | bigint) => String(value);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || Number.isNaN(issue.input))
        return t('communitySections.errors.required');
      return issue.expected === 'int' ? t('communitySections.errors.wholeNumber') : undefined;
    case 'too_small':
      if (issue.origin === 'string') return t('communitySections.errors.required');
      if (issue.origin === 'array')
        return Number(issue.minimum) === 1
          ? t('communitySections.errors.atLeastOne')
          : t('communitySections.errors.atLeastItems', { minimum: count(issue.minimum) });
      return issue.inclusive
        ? t('communitySections.errors.atLeast', { minimum: count(issue.minimum) })
        : t('communitySections.errors.above', { minimum: count(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('communitySections.errors.tooLong', { maximum: count(issue.maximum) });
      return issue.inclusive
        ? t('communitySections.errors.atMost', { maximum: count(issue.maximum) })
        : t('communitySections.errors.below', { maximum: count(issue.maximum) });
    case 'not_multiple_of':
      return t('communitySections.errors.multipleOf', { divisor: count(issue.divisor) });
    case 'invalid_format':
      return t('communitySections.errors.format');
    default:
      return undefined;
  }
};

/**
 * A form's schema: `read` turns its values into the community's shape, `schema` checks that, and each
 * message goes under the field `fieldOf` names (one message a field; one for no field goes to `root`).
 */
function sectionFormSchema<Values, Output>(
  read: (values: Values) => ReadResult<Output>,
  schema: z.ZodType<Output>,
  fieldOf: (path: string, values: Values) => string | undefined,
) {
  return z.custom<Values>().transform((values, context) => {
    const { value, issues } = read(values);
    const parsed = schema.safeParse(value, { error: friendlyMessage });
    const taken = new Set<string>();
    const add = (field: string, message: string) => {
      if (taken.has(field)) return;
      taken.add(field);
      context.addIssue({ code: 'custom', path: field.split('.'), message });
    };
    for (const issue of issues) add(issue.path, issue.message);
    for (const issue of parsed.error?.issues ?? []) {
      add(fieldOf(issue.path.join('.'), values) ?? 'root', issue.message);
    }
    return parsed.success && issues.length === 0 ? parsed.data : z.NEVER;
  });
}

const leaseTermsSchema = communityDefinitionFields.pick({
  lease_terms_months: true,
  lease_term_price_adjustment_percent: true,
  sales_tax_percent: true,
  renewals: true,
});

export const leaseTermsFormSchema = (renewalTermsBefore: readonly number[]) =>
  sectionFormSchema(
    (values: LeaseTermsValues) => readLeaseTerms(values, renewalTermsBefore),
    leaseTermsSchema,
    leaseTermsFieldOf,
  );

/** An item's form schema (a fee's, a concession's, a rental option's), told the keys of the list's others. */
function itemFormSchema<Values, Output>(
  read: (values: Values, otherKeys: readonly string[]) => ReadResult<Output>,
  schema: z.ZodType<Output>,
  fieldOf: (path: string, values: Values) => string | undefined,
) {
  return (otherKeys: readonly string[]) =>
    sectionFormSchema((values: Values) => read(values, otherKeys), schema, fieldOf);
}

export const feeFormSchema = itemFormSchema(readFee, feeDefinitionSchema, feeFieldOf);

export const concessionFormSchema = itemFormSchema(
  readConcession,
  concessionDefinitionSchema,
  concessionFieldOf,
);

export const rentalOptionFormSchema = itemFormSchema(
  readRentalOption,
  rentalOptionDefinitionSchema,
  rentalOptionFieldOf,
);

export const screeningFormSchema = sectionFormSchema(readScreening, screeningPolicySchema, screeningFieldOf);

export const settingsFormSchema = (before: CommunitySettings) =>
  sectionFormSchema(
    (values: SettingsValues) => readSettings(values, before),
    communitySettingsSchema.omit({ renewals: true, financial_documents_validations: true }),
    settingsFieldOf,
  );

/** One income, asset or voucher type's own proof rule, checked as the API checks each of the setting's. */
export const proofRuleFormSchema = (code: ManualSourceType) =>
  sectionFormSchema(
    (values: ProofRuleValues) => readProofRule(values, code),
    documentValidationRuleSchema,
    proofRuleFieldOf,
  );
