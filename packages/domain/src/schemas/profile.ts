import { z } from 'zod';
import { languages } from '../constants/languages.js';

/**
 * The signed-in user's account as the API answers it. Apart from the personal-details form schemas, so
 * that reading the session does not build the sign-up and profile forms' validation.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  suffix: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  sms_opt_in: z.boolean(),
  completed_account_setup: z.boolean(),
  can_update_PII: z.boolean(),
  accepted_terms_revision: z.string().nullable(),
  /** The language the portal speaks to this person in (issue 38): pages, and later messages and documents. */
  language: z.enum(languages),
  identity_status: z.enum(['not_started', 'pending', 'verified', 'failed']).optional(),
  transactions: z.array(z.number().int()),
});
export type Profile = z.infer<typeof profileSchema>;
