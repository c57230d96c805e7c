import type { Employer } from '@portal/domain/schemas/employer';

/** What the employer form's inputs hold: text as typed, '' for a state not chosen. */
export interface EmployerFormValues {
  name: string;
  address_street: string;
  address_line_2: string;
  address_city: string;
  address_state: string;
  address_postal_code: string;
}

/** The form's fields in screen order: the server's messages are matched to them. */
export const EMPLOYER_FIELDS = [
  'name',
  'address_street',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postal_code',
] as const satisfies ReadonlyArray<keyof EmployerFormValues>;

/** The form as the applicant left it: the employer given before, or empty. */
export function employerFormValues(employer: Employer | null): EmployerFormValues {
  return {
    name: employer?.name ?? '',
    address_street: employer?.address_street ?? '',
    address_line_2: employer?.address_line_2 ?? '',
    address_city: employer?.address_city ?? '',
    address_state: employer?.address_state ?? '',
    address_postal_code: employer?.address_postal_code ?? '',
  };
}
