import { roles } from '@portal/domain/constants/roles';
import type { Invitee, inviteeInputSchema } from '@portal/domain/schemas/household';
import type { z } from 'zod';
import type { invitees } from '../../db/schema/lease-transactions.js';

export type InviteeInput = z.infer<typeof inviteeInputSchema>;
export type InviteeRow = typeof invitees.$inferSelect;

export function toInvitee(row: InviteeRow): Invitee {
  return {
    id: row.id,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    birthday: row.birthday,
    joined: row.joinedApplicantId !== null,
    applicant_id: row.joinedApplicantId,
    invited_at: row.invitedAt?.toISOString() ?? null,
  };
}

/** The columns a person fills: a dependent has a birthday and no contact details, anyone else the reverse. */
export function personFields(input: InviteeInput) {
  return input.role === roles.dependent.code
    ? {
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        email: null,
        phoneNumber: null,
        birthday: input.birthday,
      }
    : {
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email ?? null,
        phoneNumber: input.phone_number ?? null,
        birthday: null,
      };
}

export type PersonFields = ReturnType<typeof personFields>;
