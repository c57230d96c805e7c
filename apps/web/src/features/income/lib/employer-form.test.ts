import { describe, expect, it } from 'vitest';
import { employerFormValues } from './employer-form';

const empty = employerFormValues(null);

describe('employerFormValues', () => {
  it('fills the form with the employer given before', () => {
    const employer = {
      id: 1,
      applicant_id: 2,
      name: 'Northwind',
      address_street: null,
      address_line_2: null,
      address_city: 'Austin',
      address_state: 'TX',
      address_postal_code: null,
    };
    expect(employerFormValues(employer)).toEqual({
      ...empty,
      name: 'Northwind',
      address_city: 'Austin',
      address_state: 'TX',
    });
  });
});
