import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { registrationFor, signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi("A person's language (issue 38)", (context) => {
  const putProfile = (token: string | null, payload: unknown) =>
    context().app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: token ? withToken(token) : {},
      payload: payload as Record<string, unknown>,
    });
  const sessionOf = (token: string) => getAs(context().app, token, '/api/session/');

  it('is English for a new account, and the session and the profile say so', async () => {
    const user = await signUp(context().app);
    expect((await sessionOf(user.token)).json()).toMatchObject({ language: 'en', user: { language: 'en' } });
  });

  it('is the language chosen before signing up', async () => {
    const user = await signUp(context().app, { language: 'es' });
    expect((await sessionOf(user.token)).json().language).toBe('es');
  });

  it('is saved alone, leaving the personal details as they were, and the session answers it', async () => {
    const user = await signUp(context().app, { first_name: 'Avery' });
    const saved = await putProfile(user.token, { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'es', first_name: 'Avery' });
    expect((await sessionOf(user.token)).json()).toMatchObject({
      language: 'es',
      user: { first_name: 'Avery' },
    });
  });

  it('is saved with the whole form, and kept when the form leaves it out', async () => {
    const user = await signUp(context().app);
    const { password: _password, ...details } = registrationFor({ email: user.email });
    expect((await putProfile(user.token, { ...details, language: 'es' })).json().language).toBe('es');
    expect((await putProfile(user.token, details)).json().language).toBe('es');
  });

  it('refuses a language the portal does not speak, naming the field', async () => {
    const user = await signUp(context().app);
    for (const language of ['fr', 'ES', '', 7, null]) {
      const refused = await putProfile(user.token, { language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json()).toMatchObject({ error_type: 'ValidationError' });
      expect(Object.keys(refused.json().errors), String(language)).toEqual(['language']);
    }
    const { password: _password, ...details } = registrationFor({ email: user.email });
    const wholeForm = await putProfile(user.token, { ...details, language: 'fr' });
    expect(wholeForm.statusCode).toBe(400);
    expect(Object.keys(wholeForm.json().errors)).toEqual(['language']);
    expect((await sessionOf(user.token)).json().language).toBe('en');
  });

  it('still names the personal details a form leaves wrong', async () => {
    const user = await signUp(context().app);
    const { password: _password, ...details } = registrationFor({ email: user.email });
    const refused = await putProfile(user.token, { ...details, first_name: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.first_name).toEqual(['Legal first name is required']);
  });

  it('needs a session', async () => {
    const refused = await putProfile(null, { language: 'es' });
    expect(refused.statusCode).toBe(401);
  });

  it('shows in the staff console, on the application list and in the file', async () => {
    const { app, database } = context();
    const { transactionId, user } = await startApplicationFor(app, database.db);
    expect((await putProfile(user.token, { language: 'es' })).statusCode).toBe(200);
    const agent = await staffToken(app, DEMO_STAFF.mapleCourtAgent);

    const file = (await getAs(app, agent, `/api/staff/applications/${transactionId}/`)).json();
    expect(file.household[0]).toMatchObject({ role: 'primary_applicant', language: 'es' });
    const list = (await getAs(app, agent, '/api/staff/applications/?community=maple-court')).json();
    const row = list.results.find((result: { id: number }) => result.id === transactionId);
    expect(row.household[0]).toMatchObject({ role: 'primary_applicant', language: 'es' });
  });
});

describeApi("A community's languages (issue 38)", (context) => {
  const setLanguages = (token: string, languages: unknown) =>
    context().app.inject({
      method: 'PATCH',
      url: '/api/admin/communities/maple-court/',
      headers: withToken(token),
      payload: { settings: { languages } },
    });
  const configuration = async () =>
    (await context().app.inject({ url: '/api/communities/maple-court/' })).json();

  it('are English and Spanish until the community changes them; an operator may offer English alone', async () => {
    expect((await configuration()).languages).toEqual(['en', 'es']);
    const manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
    const saved = await setLanguages(manager, ['en']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await configuration()).languages).toEqual(['en']);
    expect((await setLanguages(manager, ['en', 'es'])).statusCode).toBe(200);
    expect((await configuration()).languages).toEqual(['en', 'es']);
  });

  it('always hold English, once each, and only languages the portal speaks', async () => {
    const manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
    for (const bad of [['es'], [], ['en', 'en'], ['en', 'fr'], 'en']) {
      const refused = await setLanguages(manager, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(refused.json().errors), JSON.stringify(bad)).toContain('languages');
    }
    expect((await configuration()).languages).toEqual(['en', 'es']);
  });
});
