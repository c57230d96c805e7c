import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

const northwind = {
  name: 'Northwind Logistics',
  address_street: '4100 Freight Way',
  address_line_2: 'Suite 200',
  address_city: 'Austin',
  address_state: 'TX',
  address_postal_code: '78744',
};

describeApi('income: employer details', (context) => {
  const app = () => context().app;
  const apply = () => startApplicationFor(app(), context().database.db);
  const employerUrl = (applicantId: number) => `/api/applicant-employer/${applicantId}/`;
  const post = (token: string, applicantId: number, payload: object) =>
    app().inject({ method: 'POST', url: employerUrl(applicantId), headers: withToken(token), payload });
  const read = (token: string, applicantId: number) =>
    app().inject({ method: 'GET', url: employerUrl(applicantId), headers: withToken(token) });

  it('saves the employer (201), replaces it when given again (200), and reads it back', async () => {
    const { user, applicantId } = await apply();
    expect((await read(user.token, applicantId)).statusCode).toBe(404);
    const created = await post(user.token, applicantId, northwind);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), applicant_id: applicantId, ...northwind });

    const replaced = await post(user.token, applicantId, {
      name: '  Lakeview Coffee Co. ',
      address_city: '',
    });
    expect(replaced.statusCode).toBe(200);
    const lakeview = {
      id: created.json().id,
      applicant_id: applicantId,
      name: 'Lakeview Coffee Co.',
      address_street: null,
      address_line_2: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
    };
    expect(replaced.json()).toEqual(lakeview);
    expect((await read(user.token, applicantId)).json()).toEqual(lakeview);
  });

  it('takes every field as optional (spec part 2 §5): all empty, or the address without a name', async () => {
    const { user, applicantId } = await apply();
    const nothing = {
      id: expect.any(Number),
      applicant_id: applicantId,
      name: null,
      address_street: null,
      address_line_2: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
    };
    const empty = await post(user.token, applicantId, {
      name: '',
      address_street: '',
      address_line_2: '',
      address_city: '',
      address_state: null,
      address_postal_code: '',
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toEqual(nothing);

    const none = await post(user.token, applicantId, {});
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual(nothing);

    const addressOnly = await post(user.token, applicantId, { ...northwind, name: '   ' });
    expect(addressOnly.statusCode).toBe(200);
    expect(addressOnly.json()).toEqual({ ...nothing, ...northwind, name: null });
    expect((await read(user.token, applicantId)).json()).toEqual({ ...nothing, ...northwind, name: null });
  });

  it('answers every wrong field at once, each under its name', async () => {
    const { user, applicantId } = await apply();
    const response = await post(user.token, applicantId, {
      name: 'x'.repeat(201),
      address_state: 'ZZ',
      address_postal_code: '7870',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['Exceeds 200 characters'],
      address_state: ['Choose a state'],
      address_postal_code: ['Enter a 5-digit ZIP code'],
    });
  });

  it.each([
    [{ name: 'x'.repeat(201) }, 'name', 'Exceeds 200 characters'],
    [{ name: 42 }, 'name', 'Invalid input: expected string, received number'],
    [{ address_state: 'ZZ' }, 'address_state', 'Choose a state'],
    [{ address_postal_code: '7870' }, 'address_postal_code', 'Enter a 5-digit ZIP code'],
    [
      { address_state: 'TX', address_postal_code: '10001' },
      'address_postal_code',
      "This ZIP code isn't in the state you chose",
    ],
  ])('refuses %j: %s "%s"', async (payload, field, message) => {
    const { user, applicantId } = await apply();
    const response = await post(user.token, applicantId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('needs a session', async () => {
    const { applicantId } = await apply();
    const response = await app().inject({
      method: 'POST',
      url: employerUrl(applicantId),
      payload: northwind,
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another person's applicant record", async () => {
    const owner = await apply();
    const stranger = await apply();
    await post(owner.user.token, owner.applicantId, northwind);
    expect((await post(stranger.user.token, owner.applicantId, northwind)).statusCode).toBe(404);
    expect((await read(stranger.user.token, owner.applicantId)).statusCode).toBe(404);
  });
});
