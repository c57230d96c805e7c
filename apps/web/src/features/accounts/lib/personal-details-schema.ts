import {
  personalDetailsSchema,
  registrationSchema,
  requiringAdult,
} from '@portal/domain/schemas/personal-details';
import { z } from 'zod';
import type { PersonalDetailsValues } from './personal-details-fields';

/** The saved name and birthday, when they may not be changed. */
export type LockedDetails = Pick<PersonalDetailsValues, 'first_name' | 'last_name' | 'date_of_birth'>;

/**
 * The personal-details form's schema: sign-up's asks for a password, the account page's does not, and both
 * want an adult's birthday on `today` (the community's).
 */
export function personalDetailsFormSchema(
  withPassword: boolean,
  today: string,
  locked: LockedDetails | null,
) {
  const checked = requiringAdult(withPassword ? registrationSchema : personalDetailsSchema, today);
  // Locked fields are disabled, and a disabled field has no value: the saved ones are checked instead.
  return locked ? z.preprocess((values) => ({ ...(values as object), ...locked }), checked) : checked;
}
