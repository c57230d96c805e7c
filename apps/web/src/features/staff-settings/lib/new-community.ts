import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { DEFAULT_VACATE_REASONS } from '@portal/domain/leases/notice-to-vacate';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import type { IdentityField, ThemeValues } from './community-form';

/** What the set-up page asks for a new community; everything else starts from `newCommunityDefinition`. */
export type NewCommunityFields = Record<IdentityField, string> & ThemeValues;

/** The time zone a new community starts in. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The US time zones offered first, by their IANA names (a community elsewhere types its own). */
export const US_TIME_ZONES = [
  { zone: 'America/New_York', name: 'eastern' },
  { zone: 'America/Chicago', name: 'central' },
  { zone: 'America/Denver', name: 'mountain' },
  { zone: 'America/Phoenix', name: 'arizona' },
  { zone: 'America/Los_Angeles', name: 'pacific' },
  { zone: 'America/Anchorage', name: 'alaska' },
  { zone: 'Pacific/Honolulu', name: 'hawaii' },
  { zone: 'America/Puerto_Rico', name: 'atlantic' },
] as const;

/** Whether a time zone is one of US_TIME_ZONES. */
export function isListedTimeZone(zone: string): boolean {
  return US_TIME_ZONES.some((listed) => listed.zone === zone);
}

/** A slug is at most this long (communitySlugSchema). */
const SLUG_MAX_LENGTH = 60;

/**
 * The slug a community's name suggests: lowercase letters and digits, words joined by single hyphens,
 * accents dropped and "&" read as "and" ("Café & Lofts" → "cafe-and-lofts"), at most 60 characters.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * A whole new community (`POST /api/admin/communities/`) from what the set-up page asked: one 12-month
 * lease term at its base price, no units, options or concessions yet, no sales tax, a $50 application fee
 * per adult, and the demo's Maple Court settings, screening policy and renewals (the domain schemas give
 * them no defaults). It starts unpublished, without a logo; its Settings change the rest.
 */
export function newCommunityDefinition(fields: NewCommunityFields): CommunityDefinition {
  const email = fields.contact_email.trim();
  return {
    slug: fields.slug.trim(),
    display_name: fields.display_name.trim(),
    building_name: fields.building_name.trim(),
    normalized_street_address: fields.normalized_street_address.trim(),
    contact_phone: fields.contact_phone.trim(),
    ...(email ? { contact_email: email } : {}),
    timezone: fields.timezone.trim(),
    theme: {
      logo: '',
      primary_color: fields.primary_color.toUpperCase(),
      secondary_color: fields.secondary_color.toUpperCase(),
      background: fields.background.toUpperCase(),
      dark_mode: fields.dark_mode,
    },
    settings: {
      financial_situation_verification_provider: 'manual',
      enable_automatic_income_verification: false,
      plaid_link_bank_flow_enabled: false,
      plaid_payroll_digital_flow_enabled: false,
      plaid_payroll_manual_flow_enabled: false,
      minimum_paystubs_required: 3,
      enable_housing_authority_vouchers: true,
      collect_employer_information: true,
      enable_stated_income_assets: true,
      financial_documents_validations: [],
      enable_encryption: true,
      guarantor_income_requirement_multiplier: 4,
      applicant_income_requirements: 3,
      require_resident_signature_for_ntv: true,
      enable_deposit_alternative: false,
      allow_screening_reports_retrieval: true,
      accept_portable_screening_reports: false,
      utilize_rental_options_as_source_of_truth_across_product_suite: true,
      leasing_pricing_disclaimer:
        'Prices, fees and concessions are subject to change until the lease is signed by all parties.',
      applicant_suffix_choices: [
        { key: 'jr', value: 'Jr.' },
        { key: 'sr', value: 'Sr.' },
        { key: 'ii', value: 'II' },
        { key: 'iii', value: 'III' },
        { key: 'iv', value: 'IV' },
      ],
      quote_valid_days: 2,
      idle_timeout_minutes: 20,
      month_to_month_premium_cents: 25000,
      // The schema's own defaults.
      criminal_review_letter_template_id: 'criminal-review',
      lease_template_id: 'standard',
      esign_provider_type: ESignatureProviderType.Hosted,
      resident_portal_url: null,
      languages: ['en', 'es'],
    },
    lease_terms_months: [12],
    lease_term_price_adjustment_percent: { '12': 0 },
    units: [],
    rental_options: [],
    sales_tax_percent: 0,
    fees: [
      {
        key: 'application-fee',
        name: 'Application Fee',
        kind: 'one_time',
        category: FeeCategory.ApplicationFees,
        amount_cents: 5000,
        per: 'adult_applicant',
        fee_help_text:
          'Non-refundable. Charged once for each applicant, co-applicant and guarantor aged 18 or older.',
        taxable: false,
      },
    ],
    concessions: [],
    vacate_reasons: Object.values(DEFAULT_VACATE_REASONS),
    screening_policy: {
      min_credit_score: 620,
      conditional_min_credit_score: 560,
      conditional_additional_deposit_months: 1,
      eviction_lookback_years: 5,
      criminal_individualized_assessment: true,
      criminal_response_days: 5,
    },
    renewals: {
      renewal_offer_window_days: 120,
      renewal_lease_terms_months: [12],
      renewal_rent_increase_percent: 3,
      renewal_max_increase_percent: 5,
      notice_to_vacate_days: 60,
    },
    published: false,
  };
}
