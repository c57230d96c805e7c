import { beforeAll, expect, it } from 'vitest';
import { signUp } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

describeApi('the demo residents read their leases', (context) => {
  const app = () => context().app;
  let jordan: string;
  let casey: string;
  let jordansLeaseId: number;

  beforeAll(async () => {
    jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
    casey = await residentToken(app(), DEMO_RESIDENTS.casey);
  });

  it('lists the resident’s lease of unit 407 with its facts, ending 75 days from today', async () => {
    const response = await getAs(app(), jordan, '/api/leases/');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(1);
    const [lease] = results;
    jordansLeaseId = lease.id;
    // The test clock's day in Chicago is 2026-11-22.
    expect(lease).toEqual({
      id: expect.any(Number),
      community: { slug: 'maple-court', display_name: expect.any(String) },
      unit: {
        id: expect.any(Number),
        unit_number: '407',
        layout: '2 Bedroom',
        building: {
          name: expect.any(String),
          street_address: expect.any(String),
          city: expect.any(String),
          state: expect.stringMatching(/^[A-Z]{2}$/),
          postal_code: expect.stringMatching(/^\d{5}/),
        },
      },
      residents: [
        { name: 'Jordan Reyes', role: 10 },
        { name: 'Morgan Reyes', role: 20 },
      ],
      lease_start_date: '2026-02-06',
      lease_end_date: '2027-02-05',
      lease_term_months: 12,
      monthly_rent: 189000,
      monthly_items: [{ name: 'Rent', amount: 189000, tax: 0 }],
      total_per_month: 189000,
      deposits_held: 75000,
      enable_self_service_renewals: true,
      status: 'current',
      days_until_end: 75,
      documents: [],
      documents_to_sign: [],
      receive_renewal_reminders: true,
      // Maple Court opens renewal offers 120 days before the end.
      renewal_offer_window_opens_on: '2026-10-08',
    });
    const single = await getAs(app(), jordan, `/api/lease/${lease.id}/`);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual(lease);
  });

  it('shows the second resident only their own lease', async () => {
    const { results } = (await getAs(app(), casey, '/api/leases/')).json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      unit: { unit_number: '408' },
      residents: [{ name: 'Casey Nguyen', role: 10 }],
      enable_self_service_renewals: false,
      days_until_end: 25,
    });
    expect((await getAs(app(), casey, `/api/lease/${jordansLeaseId}/`)).statusCode).toBe(404);
  });

  it('hides a lease from everyone else: 404 as if missing, 401 without a session, 400 for a bad id', async () => {
    const stranger = await signUp(app());
    expect((await getAs(app(), stranger.token, '/api/leases/')).json()).toEqual({ results: [] });
    const hidden = await getAs(app(), stranger.token, `/api/lease/${jordansLeaseId}/`);
    const missing = await getAs(app(), stranger.token, '/api/lease/999999/');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await getAs(app(), null, `/api/lease/${jordansLeaseId}/`)).statusCode).toBe(401);
    expect((await getAs(app(), null, '/api/leases/')).statusCode).toBe(401);
    expect((await getAs(app(), jordan, '/api/lease/abc/')).statusCode).toBe(400);
    expect((await getAs(app(), jordan, '/api/lease/99999999999/')).statusCode).toBe(400);
  });

  it("lets the lease company's staff read it and hides it from another company's", async () => {
    const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    const read = await getAs(app(), agent, `/api/lease/${jordansLeaseId}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().unit.unit_number).toBe('407');
    expect((await getAs(app(), agent, '/api/leases/')).json()).toEqual({ results: [] });
    const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    expect((await getAs(app(), ridgeline, `/api/lease/${jordansLeaseId}/`)).statusCode).toBe(404);
  });

  it('has no document to download for a lease loaded as data', async () => {
    const url = `/api/lease/${jordansLeaseId}/document-url/?document_id=1`;
    expect((await getAs(app(), jordan, url)).statusCode).toBe(404);
    expect((await getAs(app(), jordan, `/api/lease/${jordansLeaseId}/document-url/`)).statusCode).toBe(400);
  });
});
