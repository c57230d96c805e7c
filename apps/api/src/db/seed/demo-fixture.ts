import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { roleByCode } from '@portal/domain/constants/roles';
import { staffRoles } from '@portal/domain/constants/staff-roles';
import {
  communitySettingsSchema,
  communityThemeSchema,
  renewalSettingsSchema,
} from '@portal/domain/schemas/community';
import { screeningPolicySchema } from '@portal/domain/schemas/screening-policy';
import { z } from 'zod';

const cents = z.number().int().min(0);

const staffMemberSchema = z.object({
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  password: z.string(),
  role: z.enum(staffRoles),
});
const isoDate = z.iso.date();

const unitSchema = z.object({
  unit_number: z.string(),
  layout: z.string(),
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().min(1).multipleOf(0.5),
  sqft: z.number().int().positive(),
  base_rent_cents: cents,
  available_from: isoDate,
  available: z.boolean(),
});

const rentalOptionSchema = z.object({
  key: z.string(),
  category: z.string(),
  name: z.string(),
  monthly_cents: cents,
  deposit_cents: cents.optional(),
  one_time_cents: cents.optional(),
  max_quantity: z.number().int().positive(),
  included_quantity_for_bedrooms_at_least: z
    .object({ bedrooms: z.number().int().min(0), quantity: z.number().int().positive() })
    .optional(),
  taxable: z.boolean(),
});

const feeSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(['one_time', 'deposit', 'monthly']),
  category: z.number().int().optional(),
  amount_cents: cents.optional(),
  amount_cents_by_bedrooms: z.record(z.string(), cents).optional(),
  per: z.enum(['adult_applicant', 'transaction']),
  fee_help_text: z.string().optional(),
  taxable: z.boolean().optional(),
  transaction_types: z.array(z.number().int()).optional(),
});

/** A person living in a unit when the demo starts, with their lease; dates are relative to the load day. */
const residentSchema = z.object({
  email: z.email(),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  date_of_birth: isoDate,
  unit_number: z.string(),
  lease_term_months: z.number().int().positive(),
  lease_ends_in_days: z.number().int(),
  monthly_rent_cents: cents,
  security_deposit_cents: cents,
  enable_self_service_renewals: z.boolean(),
  co_residents: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.email(),
      role: z
        .number()
        .int()
        .refine((code) => roleByCode(code) !== undefined, 'Must be a role code'),
    }),
  ),
});

const communitySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  company: z.string(),
  display_name: z.string(),
  building_name: z.string(),
  normalized_street_address: z.string(),
  contact_phone: z.string(),
  /** Where replies to the community's e-mails go. */
  contact_email: z.email().optional(),
  timezone: z.string(),
  theme: communityThemeSchema,
  settings: communitySettingsSchema,
  lease_terms_months: z.array(z.number().int().positive()),
  lease_term_price_adjustment_percent: z.record(z.string(), z.number()),
  units: z.array(unitSchema),
  rental_options: z.array(rentalOptionSchema),
  sales_tax_percent: z.number().min(0),
  fees: z.array(feeSchema),
  concessions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      kind: z.literal('monthly_concession'),
      amount_cents: cents,
      applies_to_lease_terms_months: z.array(z.number().int().positive()),
    }),
  ),
  vacate_reasons: z.array(z.string()),
  screening_policy: screeningPolicySchema,
  renewals: renewalSettingsSchema,
  residents: z.array(residentSchema),
  staff: z.array(staffMemberSchema.extend({ can_sign_documents_while_wormholed: z.boolean() })),
});

export const demoFixtureSchema = z.object({
  companies: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      accept_ach_payments_from_applicants: z.boolean(),
      /** Who runs the company's portal: they work in every one of its communities. */
      admins: z.array(staffMemberSchema).default([]),
    }),
  ),
  communities: z.array(communitySchema),
});
export type DemoFixture = z.infer<typeof demoFixtureSchema>;
export type DemoCommunity = z.infer<typeof communitySchema>;
export type DemoResident = z.infer<typeof residentSchema>;
export type DemoStaffMember = z.infer<typeof staffMemberSchema> & {
  can_sign_documents_while_wormholed?: boolean;
};

export const demoFixturePath = fileURLToPath(
  new URL('../../../fixtures/demo-communities.json', import.meta.url),
);

export async function readDemoFixture(path = demoFixturePath): Promise<DemoFixture> {
  return demoFixtureSchema.parse(JSON.parse(await readFile(path, 'utf8')));
}
