import { describe, expect, it } from 'vitest';
import { employerFormValues } from './employer-form';
import { employerFormSchema } from './employer-form-schema';

const empty = employerFormValues(null);

describe('employerFormSchema', () => {
  it('takes the name alone: the address is optional', () => {
    expect(employerFormSchema.parse({ ...empty, name: ' Northwind ' })).toEqual({
      name: 'Northwind',
      address_street: null,
      address_line_2: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
    });
  });

  it('asks for the name, and a ZIP code in the state chosen', () => {
    const parsed = employerFormSchema.safeParse({
      ...empty,
      address_state: 'TX',
      address_postal_code: '10001',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Required'],
      ['address_postal_code', "This ZIP code isn't in the state you chose"],
    ]);
  });
});
