import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createCompany } from '../../src/services/companies/create-company.js';
import { withToken } from '../factories/users.js';
import { getAs } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

/**
 * Another company's admin, made as `npm run portal -- company create` makes one: everything of Harbor &
 * Main is a 404 to them, exactly like what does not exist, and their own lists hold only their company.
 */
describeApi("another company's admin", (context) => {
  const app = () => context().app;

  async function otherAdmin(): Promise<string> {
    const { database, clock } = context();
    const { link } = await createCompany(
      { db: database.db, clock, fileEncryptionKey: randomBytes(32) },
      { name: 'Westbrook Living', admin_email: 'owner@westbrook.example' },
      'http://localhost:3000',
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    const password = 'Westbrook-2027';
    const set = await app().inject({
      method: 'PUT',
      url: '/api/password-change/',
      headers: { authorization: `Token ${token}` },
      payload: { password, password_confirmation: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await app().inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: 'owner@westbrook.example', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return login.json().token;
  }

  it('gets 404 for every setting of another company and sees only its own', async () => {
    const admin = await otherAdmin();
    const community = '/api/admin/communities/maple-court';
    for (const url of [
      `${community}/export/`,
      `${community}/history/`,
      `${community}/units/`,
      `${community}/units/export/`,
      `${community}/templates/`,
      `${community}/templates/lease/`,
    ]) {
      expect((await getAs(app(), admin, url)).statusCode, url).toBe(404);
    }
    const send = (method: 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app().inject({ method, url, headers: withToken(admin), ...(payload ? { payload } : {}) });
    expect((await send('PATCH', `${community}/`, { published: false })).statusCode).toBe(404);
    expect((await send('PATCH', `${community}/units/101/`, { base_rent_cents: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `${community}/units/101/`)).statusCode).toBe(404);
    expect((await send('PUT', `${community}/templates/lease/`, { body: '# Ours' })).statusCode).toBe(404);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `${community}/units/import/`,
          headers: { ...withToken(admin), 'content-type': 'text/csv' },
          payload: 'unit_number,layout,bedrooms,bathrooms,sqft,base_rent_cents,available_from,available\n',
        })
      ).statusCode,
    ).toBe(404);
    expect((await getAs(app(), admin, '/api/staff/applications/1/')).statusCode).toBe(404);

    expect((await getAs(app(), admin, '/api/admin/communities/')).json()).toEqual({ results: [] });
    const people = (await getAs(app(), admin, '/api/admin/staff/')).json().results;
    expect(people.map((person: { email: string }) => person.email)).toEqual(['owner@westbrook.example']);
  });
});
