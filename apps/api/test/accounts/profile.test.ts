import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { en } from '../../src/messages/en.js';
import { GOOD_PASSWORD, logIn, registrationFor, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

const { password: _password, ...details } = registrationFor();

describeApi('GET and PUT /api/profile/', (context) => {
  const putProfile = (token: string, payload: Record<string, unknown>) =>
    context().app.inject({ method: 'PUT', url: '/api/profile/', headers: withToken(token), payload });

  it("answers the signed-in user's own details, never another user's", async () => {
    const avery = await signUp(context().app, { first_name: 'Avery' });
    const blake = await signUp(context().app, { first_name: 'Blake' });
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: withToken(avery.token),
    });
    expect(response.json()).toMatchObject({ id: avery.id, first_name: 'Avery', transactions: [] });
    const other = await context().app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: withToken(blake.token),
    });
    expect(other.json().id).toBe(blake.id);
  });

  it('adds the identity status when asked', async () => {
    const user = await signUp(context().app);
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/profile/?fetch_identity_status=true',
      headers: withToken(user.token),
    });
    expect(response.json().identity_status).toBe('not_started');
  });

  it('requires a session', async () => {
    expect(
      (await context().app.inject({ method: 'PUT', url: '/api/profile/', payload: details })).statusCode,
    ).toBe(401);
  });

  it('saves the details', async () => {
    const user = await signUp(context().app);
    const response = await putProfile(user.token, {
      ...details,
      email: user.email,
      first_name: 'Avery-Lynn',
      phone_number: '6085550111',
      sms_opt_in: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Avery-Lynn',
      phone_number: '(608) 555-0111',
      sms_opt_in: true,
    });
  });

  it('completes the account set-up only together with the accepted terms', async () => {
    const user = await signUp(context().app);
    const withoutTerms = await putProfile(user.token, {
      ...details,
      email: user.email,
      completed_account_setup: true,
    });
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json().errors.accepted_terms_revision).toEqual([en.terms_required]);
    const withTerms = await putProfile(user.token, {
      ...details,
      email: user.email,
      completed_account_setup: true,
      accepted_terms_revision: '2026-11-01',
    });
    expect(withTerms.json()).toMatchObject({
      completed_account_setup: true,
      accepted_terms_revision: '2026-11-01',
    });
  });

  it('keeps name and birthday read-only when can_update_PII is false, naming the community phone', async () => {
    const user = await signUp(context().app);
    await context().database.db.update(users).set({ canUpdatePii: false }).where(eq(users.id, user.id));
    const response = await putProfile(user.token, {
      ...details,
      email: user.email,
      first_name: 'Someone',
      date_of_birth: '1980-01-01',
    });
    expect(response.statusCode).toBe(400);
    const locked =
      "Please call us at (512) 555-0142 if you'd like to make any changes to your name or date of birth.";
    expect(response.json().errors).toEqual({ first_name: [locked], date_of_birth: [locked] });
    const phoneOnly = await putProfile(user.token, {
      ...details,
      email: user.email,
      phone_number: '5125550100',
    });
    expect(phoneOnly.statusCode).toBe(200);
    expect(phoneOnly.json().can_update_PII).toBe(false);
  });

  it("refuses another account's e-mail", async () => {
    const avery = await signUp(context().app);
    const blake = await signUp(context().app);
    const response = await putProfile(avery.token, { ...details, email: blake.email });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    const user = await signUp(context().app);
    const other = (await logIn(context().app, { username: user.email, password: GOOD_PASSWORD })).json()
      .token;
    const profileWith = (token: string) =>
      context().app.inject({ method: 'GET', url: '/api/profile/', headers: withToken(token) });
    // In use just before, so this instance has it fresh in its session cache.
    expect((await profileWith(other)).statusCode).toBe(200);
    const response = await putProfile(user.token, {
      ...details,
      email: user.email,
      password: 'Brand-New-Pass-9',
    });
    expect(response.statusCode).toBe(200);
    expect((await profileWith(user.token)).statusCode).toBe(200);
    expect((await profileWith(other)).statusCode).toBe(401);
    const relogin = await logIn(context().app, { username: user.email, password: 'Brand-New-Pass-9' });
    expect(relogin.statusCode).toBe(200);
  });

  it('validates like the sign-up form', async () => {
    const user = await signUp(context().app);
    const response = await putProfile(user.token, { ...details, email: user.email, last_name: '' });
    expect(response.json().errors.last_name).toEqual(['Legal last name is required']);
  });
});
