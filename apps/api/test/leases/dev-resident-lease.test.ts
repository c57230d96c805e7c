import { expect, it } from 'vitest';
import { signUp } from '../factories/users.js';
import { call } from '../signing/signing-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi('the development resident lease', (context) => {
  it('makes the caller a resident on a new unit and offers a new vacant one; 401 signed out', async () => {
    const { app } = context();
    expect((await call(app, null, 'POST', '/api/dev/resident-lease/')).statusCode).toBe(401);
    const user = await signUp(app);
    const made = await call(app, user.token, 'POST', '/api/dev/resident-lease/');
    expect(made.statusCode, made.body).toBe(201);
    const { lease_id, unit_number, vacant_unit_number } = made.json();
    const { results } = (await call(app, user.token, 'GET', '/api/leases/')).json();
    expect(results).toEqual([
      expect.objectContaining({
        id: lease_id,
        status: 'current',
        unit: expect.objectContaining({ unit_number }),
      }),
    ]);
    const { units } = (await call(app, null, 'GET', '/api/communities/maple-court/units/')).json();
    const numbers = units.map((unit: { unit_number: string }) => unit.unit_number);
    expect(numbers).toContain(vacant_unit_number);
    expect(numbers).not.toContain(unit_number);
  });

  it('with renewable, the lease is inside its renewal window and offered online', async () => {
    const { app } = context();
    const user = await signUp(app);
    const closed = await call(app, user.token, 'POST', '/api/dev/resident-lease/');
    const renewable = await call(app, user.token, 'POST', '/api/dev/resident-lease/', { renewable: true });
    expect(renewable.statusCode, renewable.body).toBe(201);
    const offersOf = async (made: typeof closed) =>
      (await call(app, user.token, 'GET', `/api/leases/${made.json().lease_id}/renewal-offers/`)).json();
    expect(await offersOf(closed)).toMatchObject({ closed_reason: 'self_service_off', offers: [] });
    const open = await offersOf(renewable);
    expect(open.closed_reason).toBeNull();
    expect(open.offers.length).toBeGreaterThan(0);
  });
});
