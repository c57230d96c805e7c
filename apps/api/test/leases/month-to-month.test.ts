import { expect, it } from 'vitest';
import { call } from '../signing/signing-helpers.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

describeApi('month-to-month', (context) => {
  const app = () => context().app;

  it('quotes the 12-month rent plus the premium, then makes the lease month-to-month from its end', async () => {
    const casey = await residentToken(app(), DEMO_RESIDENTS.casey);
    const jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
    const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    const cedar = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    const lease = (await call(app(), casey, 'GET', '/api/leases/')).json().results[0];
    const url = `/api/leases/${lease.id}/month-to-month/`;

    const quote = await call(app(), casey, 'GET', url);
    expect(quote.statusCode, quote.body).toBe(200);
    // Unit 408: base $1,480.00, no 12-month adjustment, Maple Court's premium $250.00.
    const expected = {
      lease_id: lease.id,
      starts_on: '2026-12-18',
      current_monthly_rent: 146_000,
      twelve_month_rent: 148_000,
      premium: 25_000,
      monthly_rent: 173_000,
      monthly_items: [{ name: 'Rent', amount: 173_000, tax: 0 }],
      total_per_month: 173_000,
      current_total_per_month: 146_000,
      ending_concessions: [],
    };
    expect(lease.lease_end_date).toBe('2026-12-17');
    expect(quote.json()).toEqual({ ...expected, confirmed: false, transaction_id: null });
    expect((await call(app(), agent, 'GET', url)).statusCode).toBe(200);
    expect((await call(app(), null, 'GET', url)).statusCode).toBe(401);
    expect((await call(app(), jordan, 'GET', url)).statusCode).toBe(404);
    expect((await call(app(), cedar, 'GET', url)).statusCode).toBe(404);
    expect((await call(app(), null, 'POST', url)).statusCode).toBe(401);
    expect((await call(app(), jordan, 'POST', url)).statusCode).toBe(404);
    expect((await call(app(), agent, 'POST', url)).statusCode).toBe(404);
    expect((await call(app(), casey, 'POST', '/api/leases/abc/month-to-month/')).statusCode).toBe(400);

    const chosen = await call(app(), casey, 'POST', url);
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toEqual({ ...expected, confirmed: true, transaction_id: expect.any(Number) });
    expect((await call(app(), casey, 'GET', `/api/lease/${lease.id}/`)).json().status).toBe('month_to_month');
    expect((await call(app(), casey, 'GET', url)).json()).toMatchObject({ confirmed: true });
    const again = await call(app(), casey, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This lease is already month-to-month.');

    // A month-to-month lease may still be given notice; then it no longer goes month-to-month.
    const jordansLease = (await call(app(), jordan, 'GET', '/api/leases/')).json().results[0].id;
    const notice = await call(app(), jordan, 'POST', `/api/leases/${jordansLease}/notice-to-vacate/`, {
      move_out_date: '2027-03-01',
      reasons: ['Need more space'],
      forwarding_address: {
        address_street: '1 Main St',
        address_city: 'Austin',
        address_state: 'TX',
        address_postal_code: '78701',
      },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const blocked = await call(app(), jordan, 'POST', `/api/leases/${jordansLease}/month-to-month/`);
    expect(blocked.statusCode).toBe(409);
  });
});
