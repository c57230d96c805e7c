import type { personalDetailsSchema } from '@portal/domain/schemas/personal-details';
import type { z } from 'zod';

/** The form's fields in screen order: server messages are matched to them, the first one gets focus. */
export const PERSONAL_DETAILS_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'email',
  'phone_number',
  'date_of_birth',
  'password',
  'sms_opt_in',
] as const;
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];

/** What the inputs hold: text as typed ('' when empty), the birthday as 'YYYY-MM-DD'. */
export interface PersonalDetailsValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  password: string;
  sms_opt_in: boolean;
}

/** What a valid form gives: the shared schema's output (trimmed, phone formatted, e-mail lower-cased). */
export type PersonalDetailsOutput = z.output<typeof personalDetailsSchema> & { password?: string };
