import { expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { cookiesOf, registrationFor, signUp } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('POST /api/communities/{id}/register/', (context) => {
  const register = (payload: Record<string, unknown>, community = 'maple-court') =>
    context().app.inject({ method: 'POST', url: `/api/communities/${community}/register/?v=2`, payload });

  it('creates the account, signs in and sets a httpOnly SameSite=Lax session cookie', async () => {
    const payload = registrationFor({ email: 'New.Renter@Example.com', suffix: 'jr', middle_name: "D'Arcy" });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.kind).toBe('user');
    expect(body.user).toMatchObject({
      email: 'new.renter@example.com',
      username: 'new.renter@example.com',
      first_name: 'Avery',
      middle_name: "D'Arcy",
      suffix: 'jr',
      phone_number: '(512) 555-0187',
      date_of_birth: '1992-04-18',
      completed_account_setup: false,
      can_update_PII: true,
    });
    expect(body.user).not.toHaveProperty('password');
    const session = response.cookies.find((cookie) => cookie.name === 'portal_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookiesOf(response).portal_csrf).toBe(body.csrf_token);
  });

  it.each([
    ['first_name', '', 'Legal first name is required'],
    ['first_name', 'x'.repeat(101), 'Exceeds 100 characters'],
    ['first_name', 'R2-D2', 'Invalid name'],
    ['last_name', '', 'Legal last name is required'],
    ['middle_name', '4', 'Invalid name'],
    ['phone_number', '', 'Phone number is required'],
    ['phone_number', '555-0187', 'Must be a valid US phone number'],
    ['phone_number', '(012) 555-0187', 'Must be a valid US phone number'],
    ['email', '', 'Email address is required'],
    ['email', 'not-an-email', 'Enter a valid email'],
    ['date_of_birth', '2001-02-30', 'Enter a valid date'],
    ['date_of_birth', '1900-12-31', 'Invalid birthdate'],
    ['date_of_birth', '2030-01-01', 'Invalid birthdate'],
    ['date_of_birth', '2010-06-01', 'Must be 18 or older'],
    ['password', 'Short1A', 'Password must be at least 8 characters'],
    ['password', 'NoNumbersHere', 'Password must contain at least 1 number'],
    ['password', 'lowercase-only-1', 'Password must contain at least 1 uppercase letter'],
    ['password', 'Password1', en.common_password],
    ['suffix', 'esq', 'Choose a suffix from the list'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await register(registrationFor({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
    expect(response.json().errors[field]).toContain(message);
  });

  it('turns 18 on the birthday itself, counted in the community time zone', async () => {
    // The test clock reads 2026-11-22 15:00 UTC, 09:00 in Austin.
    const eighteenToday = await register(registrationFor({ date_of_birth: '2008-11-22' }));
    expect(eighteenToday.statusCode).toBe(201);
    const eighteenTomorrow = await register(registrationFor({ date_of_birth: '2008-11-23' }));
    expect(eighteenTomorrow.json().errors.date_of_birth).toEqual(['Must be 18 or older']);
  });

  it('accepts a 64-character passphrase', async () => {
    const response = await register(
      registrationFor({ password: `A1${'correct horse battery staple '.repeat(3)}`.slice(0, 64) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a second account with the same e-mail in the same community, with a field error only', async () => {
    const first = await signUp(context().app);
    const response = await register(registrationFor({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
    expect(response.body).not.toContain('Avery');
  });

  it('allows the same e-mail at another community: accounts are per community', async () => {
    const first = await signUp(context().app);
    const response = await register(registrationFor({ email: first.email }), 'lakeside-lofts');
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown community and 400 for a body that is not an object', async () => {
    expect((await register(registrationFor(), 'nowhere')).statusCode).toBe(404);
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/communities/maple-court/register/',
      payload: '"just a string"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
