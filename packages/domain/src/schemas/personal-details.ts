import { z } from 'zod';
import {
  adultBirthDateProblem,
  birthDate,
  emailAddress,
  newPassword,
  optionalName,
  requiredName,
  usPhoneNumber,
} from './account-fields.js';

/** The personal-details form (spec part 1 §5) as used by sign-up and the account page. */
export const personalDetailsSchema = z.object({
  first_name: requiredName('Legal first name is required'),
  middle_name: optionalName,
  last_name: requiredName('Legal last name is required'),
  suffix: z
    .string()
    .max(20)
    .nullish()
    .transform((value) => (value ? value : null)),
  email: emailAddress('Email address is required', 'Enter a valid email'),
  phone_number: usPhoneNumber('Phone number is required'),
  date_of_birth: birthDate,
  sms_opt_in: z.boolean().default(false),
});

export const registrationSchema = personalDetailsSchema.extend({
  password: newPassword,
  /** Browser and device details the sign-up form collects (spec §7: "user-agent data is collected"). */
  context: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const profileUpdateSchema = personalDetailsSchema.extend({
  password: newPassword.optional(),
  completed_account_setup: z.boolean().optional(),
  /** The revision of the platform terms the user accepted before completing their account. */
  accepted_terms_revision: z.string().max(50).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Adds the age rule, which depends on today's date, to a form schema with a date_of_birth. */
export function requiringAdult<T extends z.ZodType<{ date_of_birth: string }>>(schema: T, today: string) {
  return schema.superRefine((value, context) => {
    const problem = adultBirthDateProblem(value.date_of_birth, today);
    if (problem) context.addIssue({ code: 'custom', path: ['date_of_birth'], message: problem });
  });
}
