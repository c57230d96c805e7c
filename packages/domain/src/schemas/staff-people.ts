import { z } from 'zod';
import { staffRoles } from '../constants/staff-roles.js';
import { emailAddress, optionalName } from './account-fields.js';

const communitySlugs = z
  .array(z.string().trim().min(1).max(100), { error: 'Choose the communities they work in.' })
  .max(1000);

/**
 * A role and the communities it covers: an admin works in all of them (none are named), a manager or a
 * leasing agent in at least one.
 */
function requireCommunitiesBelowAdmin<
  T extends { role?: string | undefined; communities?: string[] | undefined },
>(value: T, context: z.RefinementCtx) {
  if (value.role !== undefined && value.role !== 'admin' && value.communities?.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['communities'],
      message: 'A manager or a leasing agent works in at least one community.',
    });
  }
}

/** POST /api/admin/staff/invitations/: who to invite, as what, and where they will work. */
export const staffInvitationSchema = z
  .object({
    email: emailAddress('Email is required', 'Must be a valid Email'),
    role: z.enum(staffRoles, { error: 'Choose a role: admin, manager or leasing agent.' }),
    communities: communitySlugs.default([]),
    first_name: optionalName,
    last_name: optionalName,
    can_sign_documents_while_wormholed: z.boolean().default(false),
  })
  .superRefine(requireCommunitiesBelowAdmin);
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

/** PATCH /api/admin/staff/{id}/: what changes; `active: false` deactivates, `true` brings them back. */
export const staffMemberChangeSchema = z
  .object({
    role: z.enum(staffRoles, { error: 'Choose a role: admin, manager or leasing agent.' }).optional(),
    communities: communitySlugs.optional(),
    can_sign_documents_while_wormholed: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .superRefine(requireCommunitiesBelowAdmin);
export type StaffMemberChange = z.output<typeof staffMemberChangeSchema>;

export const staffMemberStatuses = ['invited', 'active', 'deactivated'] as const;

/** One person of the company's staff as Settings → People lists them. */
export const staffPersonSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(staffRoles),
  /** The communities they were given; empty for an admin, who works in every one. */
  communities: z.array(z.object({ slug: z.string(), display_name: z.string() })),
  can_sign_documents_while_wormholed: z.boolean(),
  /** Invited until they choose a password; deactivated ones sign in nowhere. */
  status: z.enum(staffMemberStatuses),
  /** When the latest invitation link stops working (invited only). */
  invitation_expires_at: z.iso.datetime().nullable(),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const staffPeopleSchema = z.object({ results: z.array(staffPersonSchema) });
export type StaffPeople = z.infer<typeof staffPeopleSchema>;
