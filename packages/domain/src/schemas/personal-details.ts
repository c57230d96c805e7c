import { z } from 'zod';
import { languages } from '../constants/languages.js';
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

/** A language the portal speaks, as a request names it. */
export const languageSchema = z.enum(languages, { error: 'Choose a language the portal offers: en or es.' });

export const registrationSchema = personalDetailsSchema.extend({
  password: newPassword,
  /** Browser and device details the sign-up form collects (spec §7: "user-agent data is collected"). */
  context: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  /** The language the visitor chose before signing up; English without it. */
  language: languageSchema.optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const profileUpdateSchema = personalDetailsSchema.extend({
  password: newPassword.optional(),
  completed_account_setup: z.boolean().optional(),
  /** The revision of the platform terms the user accepted before completing their account. */
  accepted_terms_revision: z.string().max(50).optional(),
  /** Unchanged without it. */
  language: languageSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The language switch's save: the account's language alone, the personal details untouched. */
export const languageChoiceSchema = z.strictObject({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** What `PUT /api/profile/` takes: the whole personal-details form, or a language alone. */
export const profileChangeSchema = z.union([languageChoiceSchema, profileUpdateSchema]);
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** Adds the age rule, which depends on today's date, to a form schema with a date_of_birth. */
export function requiringAdult<T extends z.ZodType<{ date_of_birth: string }>>(schema: T, today: string) {
  return schema.superRefine((value, context) => {
    const problem = adultBirthDateProblem(value.date_of_birth, today);
    if (problem) context.addIssue({ code: 'custom', path: ['date_of_birth'], message: problem });
  });
}
