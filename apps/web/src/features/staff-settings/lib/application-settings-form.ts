import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import type { Language } from '@portal/domain/constants/languages';
import type { CommunitySettings } from '@portal/domain/schemas/community';
import { dollarsText, keyFromName, numberText, type ReadResult, ValueReader } from './section-values';

// A community's `settings` as a form: each setting of communitySettingsSchema with the input its type
// takes. Written out here rather than read from the schema, so that showing the form does not bring zod;
// application-settings-form.test.ts checks that it names every setting with the schema's own type.

/**
 * The settings this form holds: all but the renewals, which the lease terms section edits, and the proof
 * rules (`financial_documents_validations`), which the proof documents section edits type by type.
 */
export type FormSettings = Omit<CommunitySettings, 'renewals' | 'financial_documents_validations'>;
export type SettingKey = keyof FormSettings;

export type SettingInput =
  | { type: 'boolean' }
  | { type: 'whole' | 'decimal' | 'cents' }
  | { type: 'text'; long?: true }
  /** A web address that may be left empty: then the setting is null. */
  | { type: 'url' }
  | { type: 'choice'; options: readonly (string | number)[] }
  /** The name suffixes an applicant may pick, typed as "Jr., Sr., III". */
  | { type: 'suffixes' }
  /** An optional set of texts (the screening agency): all of them, or none when all are empty. */
  | { type: 'texts'; fields: readonly string[] }
  /** The languages the community offers, chosen among the sets it may offer (English is always one). */
  | { type: 'languages'; options: readonly (readonly Language[])[] };

export const SETTING_INPUTS: Record<SettingKey, SettingInput> = {
  financial_situation_verification_provider: { type: 'choice', options: ['manual', 'finicity', 'plaid'] },
  enable_automatic_income_verification: { type: 'boolean' },
  plaid_link_bank_flow_enabled: { type: 'boolean' },
  plaid_payroll_digital_flow_enabled: { type: 'boolean' },
  plaid_payroll_manual_flow_enabled: { type: 'boolean' },
  minimum_paystubs_required: { type: 'whole' },
  applicant_income_requirements: { type: 'decimal' },
  guarantor_income_requirement_multiplier: { type: 'decimal' },
  enable_housing_authority_vouchers: { type: 'boolean' },
  collect_employer_information: { type: 'boolean' },
  enable_stated_income_assets: { type: 'boolean' },
  applicant_suffix_choices: { type: 'suffixes' },
  allow_screening_reports_retrieval: { type: 'boolean' },
  accept_portable_screening_reports: { type: 'boolean' },
  enable_deposit_alternative: { type: 'boolean' },
  criminal_review_letter_template_id: { type: 'text' },
  quote_valid_days: { type: 'whole' },
  month_to_month_premium_cents: { type: 'cents' },
  leasing_pricing_disclaimer: { type: 'text', long: true },
  utilize_rental_options_as_source_of_truth_across_product_suite: { type: 'boolean' },
  lease_template_id: { type: 'text' },
  esign_provider_type: {
    type: 'choice',
    options: [ESignatureProviderType.Hosted, ESignatureProviderType.Embedded],
  },
  require_resident_signature_for_ntv: { type: 'boolean' },
  enable_encryption: { type: 'boolean' },
  idle_timeout_minutes: { type: 'whole' },
  screening_agency: { type: 'texts', fields: ['name', 'address', 'toll_free_phone'] },
  resident_portal_url: { type: 'url' },
  languages: { type: 'languages', options: [['en'], ['en', 'es']] },
};

/** The settings in the groups the form shows them in, each group in its order. */
export const SETTING_GROUPS = {
  income: [
    'financial_situation_verification_provider',
    'enable_automatic_income_verification',
    'plaid_link_bank_flow_enabled',
    'plaid_payroll_digital_flow_enabled',
    'plaid_payroll_manual_flow_enabled',
    'minimum_paystubs_required',
    'applicant_income_requirements',
    'guarantor_income_requirement_multiplier',
    'enable_housing_authority_vouchers',
    'collect_employer_information',
    'enable_stated_income_assets',
  ],
  application: [
    'applicant_suffix_choices',
    'allow_screening_reports_retrieval',
    'accept_portable_screening_reports',
    'enable_deposit_alternative',
    'criminal_review_letter_template_id',
    'screening_agency',
  ],
  pricing: [
    'quote_valid_days',
    'month_to_month_premium_cents',
    'leasing_pricing_disclaimer',
    'utilize_rental_options_as_source_of_truth_across_product_suite',
  ],
  leases: [
    'lease_template_id',
    'esign_provider_type',
    'require_resident_signature_for_ntv',
    'resident_portal_url',
  ],
  languages: ['languages'],
  security: ['enable_encryption', 'idle_timeout_minutes'],
} as const satisfies Record<string, readonly SettingKey[]>;

export type SettingGroup = keyof typeof SETTING_GROUPS;

/** The settings form's inputs: a checkbox's true or false, any other input's text, a set's texts. */
export type SettingsValues = Record<SettingKey, string | boolean | Record<string, string>>;

type Suffixes = CommunitySettings['applicant_suffix_choices'];

const suffixesText = (suffixes: Suffixes) => suffixes.map((suffix) => suffix.value).join(', ');

/** "Jr., Sr., III" → the suffix choices, each keeping its key when it was offered before. */
function readSuffixes(text: string, before: Suffixes): Suffixes {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)].map((value) => ({
    key: before.find((suffix) => suffix.value === value)?.key ?? keyFromName(value),
    value,
  }));
}

export function settingsValues(settings: CommunitySettings): SettingsValues {
  const entries = Object.entries(SETTING_INPUTS).map(([key, input]) => {
    const value = settings[key as SettingKey];
    if (input.type === 'boolean') return [key, value === true];
    if (input.type === 'cents') return [key, dollarsText(value as number)];
    if (input.type === 'suffixes') return [key, suffixesText(value as Suffixes)];
    if (input.type === 'languages') return [key, (value as Language[]).join(',')];
    if (input.type === 'texts') {
      const texts = (value ?? {}) as Record<string, string | undefined>;
      return [key, Object.fromEntries(input.fields.map((field) => [field, texts[field] ?? '']))];
    }
    return [key, typeof value === 'number' ? numberText(value) : String(value ?? '')];
  });
  return Object.fromEntries(entries) as SettingsValues;
}

/**
 * Every setting the form holds, read into the community's types. A set of texts
 * left empty is none, unless the community has one: then it can be changed, not emptied.
 */
export function readSettings(values: SettingsValues, before: CommunitySettings): ReadResult<FormSettings> {
  const reader = new ValueReader();
  const entries = Object.entries(SETTING_INPUTS).map(([key, input]) => {
    const value = values[key as SettingKey];
    const text = String(value);
    switch (input.type) {
      case 'boolean':
        return [key, value === true];
      case 'whole':
      case 'decimal':
        return [key, reader.number(key, text)];
      case 'cents':
        return [key, reader.cents(key, text)];
      case 'choice':
        return [key, input.options.find((option) => String(option) === text) ?? text];
      case 'suffixes':
        return [key, readSuffixes(text, before.applicant_suffix_choices)];
      case 'languages':
        return [key, text.split(',')];
      case 'texts': {
        const texts = Object.entries(value as Record<string, string>).map(([field, typed]) => [
          field,
          typed.trim(),
        ]);
        const none = texts.every(([, typed]) => typed === '') && before[key as SettingKey] === undefined;
        return [key, none ? undefined : Object.fromEntries(texts)];
      }
      case 'url':
        return [key, text.trim() === '' ? null : text.trim()];
      default:
        return [key, input.long ? text : text.trim()];
    }
  });
  return reader.result(Object.fromEntries(entries) as FormSettings);
}

/** Only the settings that differ from the community's: what a save sends. */
export function changedSettings(before: CommunitySettings, after: FormSettings): Partial<CommunitySettings> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(before[key as SettingKey]) !== JSON.stringify(value),
    ),
  );
}

/** The field of the settings form a path within the settings names. */
export function settingsFieldOf(path: string): string | undefined {
  const [field = '', part] = path.split('.');
  if (!Object.hasOwn(SETTING_INPUTS, field)) return undefined;
  const input = SETTING_INPUTS[field as SettingKey];
  if (input.type !== 'texts') return field;
  return `${field}.${part !== undefined && input.fields.includes(part) ? part : input.fields[0]}`;
}
