import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { roleByCode } from '@portal/domain/constants/roles';
import { staffRoles } from '@portal/domain/constants/staff-roles';
import { communityDefinitionFields, refuseDuplicateKeys } from '@portal/domain/schemas/community-definition';
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

/** A community of the fixture: what a company imports, plus the demo's people. */
const communitySchema = communityDefinitionFields
  .extend({
    company: z.string(),
    residents: z.array(residentSchema),
    staff: z.array(staffMemberSchema.extend({ can_sign_documents_while_wormholed: z.boolean() })),
  })
  .superRefine(refuseDuplicateKeys);

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
