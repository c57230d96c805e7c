import { roles } from '@portal/domain/constants/roles';
import { usDateFromIso } from '@portal/domain/dates/us-date';
import type { Invitee } from '@portal/domain/schemas/household';

/** How the invitation goes out (spec §5: the user toggles between phone and e-mail). */
export type Contact = 'phone' | 'email';

/** What the person form's inputs hold: text as typed, the birthday as MM/dd/yyyy. */
export interface PersonFormValues {
  /** "Is this person 18 or older?": '' until answered; 'no' makes the person a dependent. */
  adult: '' | 'yes' | 'no';
  first_name: string;
  last_name: string;
  contact: Contact;
  phone_number: string;
  email: string;
  birthday: string;
}

/** The form's fields in screen order: server messages are matched to them. */
export const PERSON_FIELDS = [
  'adult',
  'first_name',
  'last_name',
  'contact',
  'phone_number',
  'email',
  'birthday',
] as const satisfies ReadonlyArray<keyof PersonFormValues>;
export type PersonField = (typeof PERSON_FIELDS)[number];

export function emptyPersonForm(adult: PersonFormValues['adult']): PersonFormValues {
  return {
    adult,
    first_name: '',
    last_name: '',
    contact: 'phone',
    phone_number: '',
    email: '',
    birthday: '',
  };
}

/** The form prefilled with someone already added (to correct an invitation or edit a dependent). */
export function personFormFromInvitee(invitee: Invitee): PersonFormValues {
  return {
    adult: invitee.role === roles.dependent.code ? 'no' : 'yes',
    first_name: invitee.first_name,
    last_name: invitee.last_name,
    contact: invitee.email && !invitee.phone_number ? 'email' : 'phone',
    phone_number: invitee.phone_number ?? '',
    email: invitee.email ?? '',
    birthday: invitee.birthday ? usDateFromIso(invitee.birthday) : '',
  };
}
