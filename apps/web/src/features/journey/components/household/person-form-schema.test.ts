import { describe, expect, it } from 'vitest';
import { personFormSchema } from './person-form-schema';
import { emptyPersonForm, type PersonFormValues, personFormFromInvitee } from './person-form-values';

const TODAY = '2026-11-22';
const schema = personFormSchema(TODAY, 'Answer the question');

const adult: PersonFormValues = { ...emptyPersonForm('yes'), first_name: 'Jordan', last_name: "O'Neil" };
const child: PersonFormValues = { ...emptyPersonForm('no'), first_name: 'Sky', last_name: 'Quinn' };

function errorsOf(values: PersonFormValues): Record<string, string[]> {
  const result = schema.safeParse(values);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('the person form', () => {
  it.each<[string, PersonFormValues, Record<string, string[]>]>([
    ['an unanswered age question', { ...adult, adult: '' }, { adult: ['Answer the question'] }],
    [
      'an unanswered age question and a bad name',
      { ...adult, adult: '', first_name: '' },
      { adult: ['Answer the question'], first_name: ['Invalid first name'] },
    ],
    [
      'a bad phone number',
      { ...adult, phone_number: '555-0123' },
      { phone_number: ['Must be a valid US phone number'] },
    ],
    ['no phone number', adult, { phone_number: ['Phone Number or Email are required'] }],
    [
      'no e-mail when inviting by e-mail',
      { ...adult, contact: 'email' },
      { email: ['Phone Number or Email are required'] },
    ],
    [
      'a bad e-mail',
      { ...adult, contact: 'email', email: 'nope' },
      { email: ['Email must be a valid email'] },
    ],
    [
      'a long last name',
      { ...adult, last_name: 'a'.repeat(101), phone_number: '5125550123' },
      { last_name: ['Exceeds 100 characters'] },
    ],
    ['a dependent without a birthday', child, { birthday: ['Birthday is required'] }],
    [
      'a dependent born on no real day',
      { ...child, birthday: '02/30/2020' },
      { birthday: ['Enter a valid date'] },
    ],
    ['an ISO birthday', { ...child, birthday: '2020-02-03' }, { birthday: ['Enter a valid date'] }],
    [
      'an adult dependent',
      { ...child, birthday: '11/22/2008' },
      { birthday: ['Looks like this person is over 18.'] },
    ],
    [
      'an adult dependent with a bad name',
      { ...child, last_name: 'X1', birthday: '01/01/1990' },
      { last_name: ['Invalid last name'], birthday: ['Looks like this person is over 18.'] },
    ],
    [
      'a dependent born tomorrow',
      { ...child, birthday: '11/23/2026' },
      { birthday: ['Birthday cannot be in the future'] },
    ],
  ])('refuses %s', (_, values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('sends only the chosen contact, formatted', () => {
    expect(schema.parse({ ...adult, phone_number: '512 555 0123', email: 'ignored@example.com' })).toEqual({
      first_name: 'Jordan',
      last_name: "O'Neil",
      phone_number: '(512) 555-0123',
      email: null,
    });
    expect(
      schema.parse({ ...adult, contact: 'email', phone_number: 'x', email: ' Jo@Example.com ' }),
    ).toEqual({
      first_name: 'Jordan',
      last_name: "O'Neil",
      phone_number: null,
      email: 'jo@example.com',
    });
  });

  it('sends a dependent under 18 with an ISO birthday', () => {
    expect(schema.parse({ ...child, birthday: '11/23/2008' })).toEqual({
      first_name: 'Sky',
      last_name: 'Quinn',
      birthday: '2008-11-23',
    });
  });

  it('prefills from someone already added', () => {
    const base = {
      id: 1,
      joined: false,
      applicant_id: null,
      invited_at: null,
      first_name: 'A',
      last_name: 'B',
    };
    expect(
      personFormFromInvitee({ ...base, role: 20, email: 'a@b.co', phone_number: null, birthday: null }),
    ).toMatchObject({ adult: 'yes', contact: 'email', email: 'a@b.co', phone_number: '' });
    expect(
      personFormFromInvitee({ ...base, role: 50, email: null, phone_number: null, birthday: '2016-05-04' }),
    ).toMatchObject({ adult: 'no', contact: 'phone', birthday: '05/04/2016' });
  });
});
