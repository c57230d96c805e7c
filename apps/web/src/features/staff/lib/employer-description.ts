import type { Employer } from '@portal/domain/schemas/employer';

/**
 * How the application file names an applicant's employer: its name, else its address as far as given
 * (every field of the employer is optional, spec part 2 §5); null when the applicant gave neither.
 */
export function employerDescription(employer: Employer | null): string | null {
  if (!employer) return null;
  if (employer.name) return employer.name;
  const stateAndZip = [employer.address_state, employer.address_postal_code].filter(Boolean).join(' ');
  const cityLine = [employer.address_city, stateAndZip].filter(Boolean).join(', ');
  const address = [employer.address_street, employer.address_line_2, cityLine].filter(Boolean).join(', ');
  return address || null;
}
