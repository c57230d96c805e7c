import { describe, expect, it } from 'vitest';
import { employerDescription } from './employer-description';

const nothing = {
  id: 3,
  applicant_id: 11,
  name: null,
  address_street: null,
  address_line_2: null,
  address_city: null,
  address_state: null,
  address_postal_code: null,
};

describe('employerDescription', () => {
  it('names the employer, else gives its address as far as given, else nothing', () => {
    expect(employerDescription(null)).toBeNull();
    expect(employerDescription(nothing)).toBeNull();
    expect(employerDescription({ ...nothing, name: 'Northwind', address_city: 'Austin' })).toBe('Northwind');
    expect(
      employerDescription({
        ...nothing,
        address_street: '4100 Freight Way',
        address_line_2: 'Suite 200',
        address_city: 'Austin',
        address_state: 'TX',
        address_postal_code: '78744',
      }),
    ).toBe('4100 Freight Way, Suite 200, Austin, TX 78744');
    expect(employerDescription({ ...nothing, address_state: 'TX' })).toBe('TX');
  });
});
