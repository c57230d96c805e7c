import { z } from 'zod';
import { ESignatureProviderType } from '../constants/esignature-providers.js';
import { languages } from '../constants/languages.js';
import { addressSearchProviders } from './address-suggestions.js';
import { documentValidationRulesSchema } from './document-validation-rules.js';

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Must be a #RRGGBB colour');

export const suffixChoiceSchema = z.object({ key: z.string(), value: z.string() });

/** How residents renew or leave (the fixture's `renewals`); read by the resident lease pages. */
export const renewalSettingsSchema = z.object({
  renewal_offer_window_days: z
    .number()
    .int()
    .min(0)
    .describe('Renewal offers open this many days before the lease ends'),
  renewal_lease_terms_months: z
    .array(z.number().int().positive())
    .describe('The terms (in months) a renewal is offered for'),
  renewal_rent_increase_percent: z
    .number()
    .min(0)
    .describe('The rent increase a renewal starts from, in percent of the current rent'),
  renewal_max_increase_percent: z
    .number()
    .min(0)
    .describe('No renewal offer raises the rent by more than this percent of the current rent'),
  notice_to_vacate_days: z
    .number()
    .int()
    .min(0)
    .describe('The earliest move-out date a notice may give is this many days from today'),
});
export type RenewalSettings = z.infer<typeof renewalSettingsSchema>;

/** The agency behind the screening reports, as an adverse action notice must name it (FCRA § 615(a)). */
export const screeningAgencySchema = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(300),
  toll_free_phone: z
    .string()
    .trim()
    .regex(
      /^(\+?1[ .-]?)?\(?8(00|33|44|55|66|77|88)\)?[ .-]?\d{3}[ .-]?\d{4}$/,
      'Use a toll-free number, like 1-800-555-0100.',
    ),
});
export type ScreeningAgency = z.infer<typeof screeningAgencySchema>;

/** Every per-community setting the product reads; the demo fixture sets each of them. */
export const communitySettingsSchema = z.object({
  financial_situation_verification_provider: z.enum(['manual', 'finicity', 'plaid']),
  enable_automatic_income_verification: z.boolean(),
  plaid_link_bank_flow_enabled: z.boolean(),
  plaid_payroll_digital_flow_enabled: z.boolean(),
  plaid_payroll_manual_flow_enabled: z.boolean(),
  minimum_paystubs_required: z.number().int().min(0),
  enable_housing_authority_vouchers: z.boolean(),
  collect_employer_information: z.boolean(),
  /**
   * Whether applicants state their income and assets in their own words after the Summary (the applicant's
   * enabled_for_stated_income_assets). On unless a community turns it off.
   */
  enable_stated_income_assets: z.boolean().default(true),
  /** The community's own proof rules for manually added sources; the built-in rules for the types it leaves out. */
  financial_documents_validations: documentValidationRulesSchema.default([]),
  enable_encryption: z.boolean(),
  guarantor_income_requirement_multiplier: z.number().positive(),
  applicant_income_requirements: z.number().positive(),
  require_resident_signature_for_ntv: z.boolean(),
  enable_deposit_alternative: z.boolean(),
  allow_screening_reports_retrieval: z.boolean(),
  /**
   * Whether applicants may give a screening report of their own from the last 30 days instead of paying the
   * screening fee, where the law leaves it to the landlord (California, Washington). Where the law requires
   * it (Colorado) or waives the fee for one (New York), they may whatever this says (issue 39).
   */
  accept_portable_screening_reports: z.boolean().default(false),
  utilize_rental_options_as_source_of_truth_across_product_suite: z.boolean(),
  leasing_pricing_disclaimer: z.string(),
  applicant_suffix_choices: z.array(suffixChoiceSchema),
  quote_valid_days: z.number().int().positive(),
  idle_timeout_minutes: z.number().int().positive(),
  month_to_month_premium_cents: z.number().int().min(0),
  /** The letter sent when a criminal record needs an individualized assessment (a file in content/letters). */
  criminal_review_letter_template_id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .default('criminal-review'),
  /** The lease template set the leases are written from (a folder in content/leases). */
  lease_template_id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .default('standard'),
  /** How the lease signing screen opens (the e-signature config response's `type`). */
  esign_provider_type: z.union([
    z.literal(ESignatureProviderType.Hosted),
    z.literal(ESignatureProviderType.Embedded),
  ]),
  /** Absent in a community loaded before renewals existed, until the demo data fills it in. */
  renewals: renewalSettingsSchema.optional(),
  /**
   * The consumer reporting agency an adverse action notice and a criminal review letter name; without it,
   * the screening provider's own.
   */
  screening_agency: screeningAgencySchema.optional(),
  /**
   * Where the community's residents manage their home once they live there: the applicant's
   * res_app_portal_url, and "Go to Resident Portal" in the profile menu when set (spec part 1, screen 14).
   */
  resident_portal_url: z
    .url({ protocol: /^https?$/, error: 'Enter the resident portal’s web address, starting with https://' })
    .nullable()
    .default(null),
  /**
   * The languages the community's pages offer (issue 38), English always among them: the spec's texts are
   * English, and a page falls back to it. With English alone the pages show no language switch.
   */
  languages: z
    .array(z.enum(languages))
    .refine((offered) => offered.includes('en'), 'English is always offered.')
    .refine((offered) => new Set(offered).size === offered.length, 'Name each language once.')
    .default([...languages]),
});
export type CommunitySettings = z.infer<typeof communitySettingsSchema>;

export const communityThemeSchema = z.object({
  logo: z.string().describe('URL of the community logo'),
  primary_color: hexColor,
  secondary_color: hexColor,
  background: hexColor,
  dark_mode: z.boolean(),
});
export type CommunityTheme = z.infer<typeof communityThemeSchema>;

export const communitySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  display_name: z.string(),
  normalized_street_address: z.string(),
  logo: z.string(),
  /** The background the logo is drawn for, so a list can show each logo on its own colours. */
  background: hexColor,
});
export type CommunitySummary = z.infer<typeof communitySummarySchema>;

export const communityListSchema = z.object({ communities: z.array(communitySummarySchema) });
export type CommunityList = z.infer<typeof communityListSchema>;

/** The spec's Configuration: theme, contact, company and every setting, read by the whole front end. */
export const communityConfigurationSchema = communityThemeSchema
  .extend(communitySettingsSchema.shape)
  .extend({
    id: z.number().int(),
    slug: z.string(),
    display_name: z.string(),
    stripe_publishable_key: z.string().nullable(),
    vgs_config: z.object({ vault_url: z.string() }),
    /** Which maps service the address search uses. */
    address_search: z.enum(addressSearchProviders),
    contact_phone: z.string(),
    company_name: z.string(),
    community: z.object({
      id: z.number().int(),
      slug: z.string(),
      display_name: z.string(),
      building_name: z.string(),
      normalized_street_address: z.string(),
      contact_phone: z.string(),
      timezone: z.string(),
      company: z.object({
        name: z.string(),
        accept_ach_payments_from_applicants: z.boolean(),
      }),
    }),
  });
export type CommunityConfiguration = z.infer<typeof communityConfigurationSchema>;
