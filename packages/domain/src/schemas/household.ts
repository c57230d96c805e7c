import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/limits.js';
import { roles } from '../constants/roles.js';
import { addDays, addMonths, compareCalendarDates, parseCalendarDate } from '../dates/calendar-date.js';
import { formatUsPhone, NAME_PATTERN, usPhoneDigits } from './account-fields.js';

const personName = (invalidMessage: string) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .min(1, { error: invalidMessage, abort: true })
    .max(NAME_MAX_LENGTH, { error: 'Exceeds 100 characters', abort: true })
    .regex(NAME_PATTERN, invalidMessage);

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || usPhoneDigits(value) !== undefined, 'Must be a valid US phone number')
  .transform((value) => {
    const digits = usPhoneDigits(value);
    return digits ? formatUsPhone(digits) : null;
  })
  .nullish();

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Email must be a valid email')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Email must be a valid email')
  .transform((value) => (value ? value.toLowerCase() : null))
  .nullish();

export const PHONE_OR_EMAIL_REQUIRED = 'Phone Number or Email are required';

/** An adult the household invites (spec §5 "Person invite"): names, and a phone number or an e-mail. */
export const personInviteSchema = z
  .object({
    first_name: personName('Invalid first name'),
    last_name: personName('Invalid last name'),
    email: optionalEmail,
    phone_number: optionalPhone,
  })
  .superRefine((person, context) => {
    if (!person.email && !person.phone_number) {
      context.addIssue({ code: 'custom', path: ['phone_number'], message: PHONE_OR_EMAIL_REQUIRED });
    }
  });
export type PersonInvite = z.infer<typeof personInviteSchema>;

export const invitedRoles = [roles.co_applicant.code, roles.guarantor.code, roles.occupant.code] as const;

export const DEPENDENT_OVER_18_MESSAGE = 'Looks like this person is over 18.';

/** A dependent: names and a birthday, under 18 as of `today` (checked by dependentBirthdayProblem). */
export const dependentSchema = z.object({
  first_name: personName('Invalid first name'),
  last_name: personName('Invalid last name'),
  birthday: z
    .string({ error: 'Birthday is required' })
    .min(1, { error: 'Birthday is required', abort: true })
    .refine((value) => parseCalendarDate(value) !== undefined, 'Enter a valid date'),
});
export type Dependent = z.infer<typeof dependentSchema>;

/** Spec §5: a dependent's birthday is not in the future and not earlier than 18 years ago. */
export function dependentBirthdayProblem(birthday: string, today: string): string | undefined {
  const birth = parseCalendarDate(birthday);
  const now = parseCalendarDate(today);
  if (!birth || !now) return 'Enter a valid date';
  if (compareCalendarDates(birth, now) > 0) return 'Birthday cannot be in the future';
  const eighteenYearsAgo = addDays(addMonths(now, -18 * 12), 1);
  if (compareCalendarDates(birth, eighteenYearsAgo) < 0) return DEPENDENT_OVER_18_MESSAGE;
  return undefined;
}

export const inviteeInputSchema = z.discriminatedUnion('role', [
  personInviteSchema.safeExtend({ role: z.union(invitedRoles.map((code) => z.literal(code))) }),
  dependentSchema.extend({ role: z.literal(roles.dependent.code) }),
]);

export const inviteeSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  birthday: z.string().nullable(),
  joined: z.boolean(),
  /** The applicant record of a person who joined (for DELETE /transaction/{id}/person/{applicant_id}/). */
  applicant_id: z.number().int().nullable(),
  invited_at: z.iso.datetime().nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const invitationSchema = z.object({
  invitee_id: z.number().int(),
  lease_transaction_id: z.number().int(),
  role: z.number().int(),
  community: z.string(),
  unit_number: z.string(),
  invited_by: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * `GET /api/invitation-link/?invite=`: what the household gave of the person an invitation link was sent
 * to, so their sign-up starts with it (WCAG 3.3.7 Redundant Entry).
 */
export const invitedPersonSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
});
export type InvitedPerson = z.infer<typeof invitedPersonSchema>;

export const invitationLinkQuerySchema = z.object({ invite: z.string().min(1).max(100) });
