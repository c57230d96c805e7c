import { z } from 'zod';
import { BATHROOM_STEP, MAX_BATHROOMS, MIN_BATHROOMS } from '../constants/bathrooms.js';
import { FeeCategory } from '../constants/fee-categories.js';
import { UNKNOWN_LAYOUT_MESSAGE, unitLayouts } from '../constants/unit-layouts.js';
import { legalAmount } from '../jurisdictions/charge-limits.js';
import { AA_TEXT_CONTRAST, contrastRatio } from '../theme/contrast.js';
import { communitySettingsSchema, communityThemeSchema, renewalSettingsSchema } from './community.js';
import { screeningPolicySchema } from './screening-policy.js';

// A whole community as the demo fixture writes it (../shared/fixtures/demo-communities.json): the shape
// a company imports, exports and creates communities in (POST /api/admin/import/, GET …/export/).

const cents = z.number().int().min(0).max(100_000_000);
const isoDate = z.iso.date();
const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(64);
const label = z.string().trim().min(1).max(200);

/** Paths the portal itself serves at the top level: a community there would hide them. */
export const RESERVED_COMMUNITY_SLUGS = [
  'admin',
  'api',
  'assets',
  'docs',
  'favicon.ico',
  'health',
  'login',
  'logos',
  // Settings → Communities → new is the set-up page: a community named so would be out of reach there.
  'new',
  'plaid-oauth',
  'portal',
  'robots.txt',
  'settings',
  'sign',
  'signup',
  'staff',
  'static',
] as const;

export const communitySlugSchema = z
  .string({ error: 'A community needs a slug, the part of its address after the domain.' })
  .trim()
  .min(2, 'A slug has at least 2 characters.')
  .max(60, 'A slug has at most 60 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'A slug uses lowercase letters, digits and single hyphens, like maple-court.',
  )
  .refine((slug) => !(RESERVED_COMMUNITY_SLUGS as readonly string[]).includes(slug), {
    message: 'That slug is a page of the portal itself: choose another.',
  });

/** An IANA time zone the server's Intl knows (America/Chicago, not CST). */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.includes('/') || zone === 'UTC';
    } catch {
      return false;
    }
  },
  { message: 'Use an IANA time zone, like America/Chicago.' },
);

/** The primary colour carries white text (buttons, the top bar): it must read at AA. */
export const themeDefinitionSchema = communityThemeSchema.superRefine((theme, context) => {
  const ratio = contrastRatio(theme.primary_color, '#FFFFFF');
  if (ratio < AA_TEXT_CONTRAST) {
    context.addIssue({
      code: 'custom',
      path: ['primary_color'],
      message: `White text (#FFFFFF) on the primary colour ${theme.primary_color.toUpperCase()} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${AA_TEXT_CONTRAST}:1. Choose a darker primary colour.`,
    });
  }
});

export const unitDefinitionSchema = z.object({
  unit_number: z.string().trim().min(1).max(20),
  layout: z.enum(unitLayouts, { error: UNKNOWN_LAYOUT_MESSAGE }),
  bedrooms: z.number().int().min(0).max(20),
  bathrooms: z.number().min(MIN_BATHROOMS).max(MAX_BATHROOMS).multipleOf(BATHROOM_STEP),
  sqft: z.number().int().positive().max(100_000),
  base_rent_cents: cents,
  available_from: isoDate,
  available: z.boolean(),
});
export type UnitDefinition = z.infer<typeof unitDefinitionSchema>;

export const rentalOptionDefinitionSchema = z.object({
  key,
  category: z.string().trim().min(1).max(40),
  name: label,
  monthly_cents: cents,
  deposit_cents: cents.optional(),
  one_time_cents: cents.optional(),
  max_quantity: z.number().int().positive().max(100),
  included_quantity_for_bedrooms_at_least: z
    .object({ bedrooms: z.number().int().min(0), quantity: z.number().int().positive() })
    .optional(),
  taxable: z.boolean(),
});

export const feeDefinitionSchema = z
  .object({
    key,
    name: label,
    kind: z.enum(['one_time', 'deposit', 'monthly']),
    category: z.number().int().optional(),
    amount_cents: cents.optional(),
    amount_cents_by_bedrooms: z.record(z.string().regex(/^\d+$/), cents).optional(),
    per: z.enum(['adult_applicant', 'transaction']),
    fee_help_text: z.string().max(1000).optional(),
    taxable: z.boolean().default(false),
    transaction_types: z.array(z.number().int()).optional(),
    /**
     * A screening fee's parts, for the receipt a law asks to itemize (Cal. Civ. Code § 1950.6(d)): the
     * screening agency's charge and the value of the time spent processing, adding up to the fee. Without
     * it the whole fee is the agency's charge.
     */
    itemization: z.object({ agency_cents: cents, processing_cents: cents }).optional(),
  })
  .superRefine((fee, context) => {
    const { itemization } = fee;
    if (!itemization) return;
    if (fee.category !== FeeCategory.ApplicationFees || fee.amount_cents === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['itemization'],
        message: 'Only an application fee (the screening fee) with one amount is split into its parts.',
      });
      return;
    }
    const sum = itemization.agency_cents + itemization.processing_cents;
    if (sum !== fee.amount_cents) {
      context.addIssue({
        code: 'custom',
        path: ['itemization'],
        message: `The screening agency's charge and the processing time add up to ${legalAmount(sum)}, not the fee's ${legalAmount(fee.amount_cents)}.`,
      });
    }
  });

export const concessionDefinitionSchema = z.object({
  key,
  name: label,
  kind: z.literal('monthly_concession'),
  amount_cents: cents,
  applies_to_lease_terms_months: z.array(z.number().int().positive()),
});

/** Every field of a community, under the fixture's names, before the checks across fields. */
export const communityDefinitionFields = z.object({
  slug: communitySlugSchema,
  display_name: label,
  building_name: label,
  normalized_street_address: z.string().trim().min(1).max(300),
  contact_phone: z.string().trim().min(1).max(40),
  contact_email: z.email().optional(),
  timezone: timeZoneSchema,
  theme: themeDefinitionSchema,
  settings: communitySettingsSchema,
  lease_terms_months: z.array(z.number().int().positive().max(60)).min(1),
  lease_term_price_adjustment_percent: z.record(z.string(), z.number().min(-100).max(100)),
  units: z.array(unitDefinitionSchema).max(5_000),
  rental_options: z.array(rentalOptionDefinitionSchema),
  sales_tax_percent: z.number().min(0).max(100),
  fees: z.array(feeDefinitionSchema),
  concessions: z.array(concessionDefinitionSchema),
  vacate_reasons: z.array(label),
  screening_policy: screeningPolicySchema,
  renewals: renewalSettingsSchema,
  /** Seen by the public and applicants; a new community starts unpublished unless this says otherwise. */
  published: z.boolean().optional(),
});

/** What no list of a community may hold twice: a unit number, a fee, option or concession key. */
export function refuseDuplicateKeys(
  community: Pick<
    z.infer<typeof communityDefinitionFields>,
    'units' | 'fees' | 'rental_options' | 'concessions'
  >,
  context: z.RefinementCtx,
): void {
  const duplicate = (values: string[]) => values.find((value, index) => values.indexOf(value) !== index);
  const checks = [
    ['units', duplicate(community.units.map((unit) => unit.unit_number)), 'unit number'],
    ['fees', duplicate(community.fees.map((fee) => fee.key)), 'fee key'],
    ['rental_options', duplicate(community.rental_options.map((option) => option.key)), 'rental option key'],
    ['concessions', duplicate(community.concessions.map((concession) => concession.key)), 'concession key'],
  ] as const;
  for (const [path, value, what] of checks) {
    if (value !== undefined)
      context.addIssue({ code: 'custom', path: [path], message: `The ${what} ${value} appears twice.` });
  }
}

/** Every field of a community, under the fixture's names. */
export const communityDefinitionSchema = communityDefinitionFields.superRefine(refuseDuplicateKeys);
export type CommunityDefinition = z.infer<typeof communityDefinitionSchema>;

/** POST /api/admin/import/: communities of the caller's own company (a `company` key is ignored). */
export const communityImportSchema = z.object({
  communities: z.array(communityDefinitionSchema).min(1).max(100),
});

export const communityImportResultSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
});

/**
 * PATCH /api/admin/communities/{slug}/: any of the definition's fields (theme, settings, screening policy
 * and renewals may name only some of theirs). Values are checked once merged with the community's own, as
 * a whole definition; an unknown field is refused by name.
 */
export const communityChangeSchema = z.strictObject(
  Object.fromEntries(
    Object.keys(communityDefinitionFields.shape).map((field) => [field, z.unknown().optional()]),
  ) as {
    [Field in keyof typeof communityDefinitionFields.shape]: z.ZodOptional<z.ZodUnknown>;
  },
);
