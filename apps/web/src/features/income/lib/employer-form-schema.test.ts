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

  it('takes the form left empty, and the address without a name (spec part 2 §5)', () => {
    const nothing = {
      name: null,
      address_street: null,
      address_line_2: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
    };
    expect(employerFormSchema.parse(empty)).toEqual(nothing);
    expect(employerFormSchema.parse({ ...empty, name: '  ', address_city: 'Austin' })).toEqual({
      ...nothing,
      address_city: 'Austin',
    });
  });

  it('still checks what is given: a ZIP code, and one in the state chosen', () => {
    const parsed = employerFormSchema.safeParse({
      ...empty,
      address_state: 'TX',
      address_postal_code: '10001',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['address_postal_code', "This ZIP code isn't in the state you chose"],
    ]);
    const badZip = employerFormSchema.safeParse({
      ...empty,
      name: 'x'.repeat(201),
      address_postal_code: '7870',
    });
    expect(badZip.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Exceeds 200 characters'],
      ['address_postal_code', 'Enter a 5-digit ZIP code'],
    ]);
  });
});
