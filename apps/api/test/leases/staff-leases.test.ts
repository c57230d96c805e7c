import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { leases } from '../../src/db/schema/leases.js';
import { signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

const patch = (app: FastifyInstance, token: string | null, url: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url,
    headers: token ? withToken(token) : {},
    payload: payload as Record<string, unknown>,
  });

describeApi('the staff leases console, a lease’s transactions and the resident’s own choices', (context) => {
  const app = () => context().app;
  let agent: string;
  let jordan: string;
  let casey: string;
  let jordansLease: number;
  let caseysLease: number;

  beforeAll(async () => {
    agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
    casey = await residentToken(app(), DEMO_RESIDENTS.casey);
    jordansLease = (await getAs(app(), jordan, '/api/leases/')).json().results[0].id;
    caseysLease = (await getAs(app(), casey, '/api/leases/')).json().results[0].id;
  });

  it("lists the company's leases in a community, ending first, with their key facts", async () => {
    const response = await getAs(app(), agent, '/api/staff/leases/?community=maple-court');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json();
    expect(results.map((lease: { id: number }) => lease.id)).toEqual([caseysLease, jordansLease]);
    expect(results[1]).toEqual({
      id: jordansLease,
      community: { slug: 'maple-court', display_name: expect.any(String) },
      unit_number: '407',
      residents: ['Jordan Reyes', 'Morgan Reyes'],
      lease_start_date: '2026-02-06',
      lease_end_date: '2027-02-05',
      monthly_rent: 189000,
      status: 'current',
      days_until_end: 75,
    });
    // Lakeside Lofts belongs to the same company and has no lease; its agent works at Maple Court only.
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    expect((await getAs(app(), admin, '/api/staff/leases/?community=lakeside-lofts')).json()).toEqual({
      results: [],
      next: null,
    });
    expect((await getAs(app(), agent, '/api/staff/leases/?community=lakeside-lofts')).statusCode).toBe(404);
  });

  it('filters by ending soon, month-to-month and notice given', async () => {
    const { db } = context().database;
    const ids = async (filter: string) =>
      (await getAs(app(), agent, `/api/staff/leases/?community=maple-court&filter=${filter}`))
        .json()
        .results.map((lease: { id: number }) => lease.id);
    expect(await ids('ending_soon')).toEqual([caseysLease, jordansLease]);
    expect(await ids('month_to_month')).toEqual([]);
    await db.update(leases).set({ status: 'month_to_month' }).where(eq(leases.id, caseysLease));
    await db.update(leases).set({ status: 'notice_given' }).where(eq(leases.id, jordansLease));
    try {
      expect(await ids('month_to_month')).toEqual([caseysLease]);
      expect(await ids('notice_given')).toEqual([jordansLease]);
      // Ending soon is about current leases: one on notice or month-to-month already has its answer.
      expect(await ids('ending_soon')).toEqual([]);
      expect(await ids('all')).toEqual([caseysLease, jordansLease]);
    } finally {
      await db.update(leases).set({ status: 'current' }).where(eq(leases.id, caseysLease));
      await db.update(leases).set({ status: 'current' }).where(eq(leases.id, jordansLease));
    }
  });

  it('answers bad filters with a 400, another company’s community with a 404, and non-staff with a 403', async () => {
    const bad = await getAs(app(), agent, '/api/staff/leases/?filter=soonish');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.filter).toEqual(['Choose a filter from the list.']);
    expect((await getAs(app(), agent, '/api/staff/leases/?community=cedar-point')).statusCode).toBe(404);
    expect((await getAs(app(), null, '/api/staff/leases/')).statusCode).toBe(403);
    expect((await getAs(app(), jordan, '/api/staff/leases/')).statusCode).toBe(403);
    expect((await getAs(app(), jordan, `/api/staff/leases/${jordansLease}/`)).statusCode).toBe(403);
    const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    expect((await getAs(app(), ridgeline, '/api/staff/leases/')).json()).toEqual({ results: [], next: null });
    const hidden = await getAs(app(), ridgeline, `/api/staff/leases/${jordansLease}/`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await getAs(app(), ridgeline, '/api/staff/leases/999999/')).json());
    expect((await getAs(app(), agent, '/api/staff/leases/abc/')).statusCode).toBe(400);
  });

  it('opens a lease: its facts, residents by id, transactions and the options a revision may add', async () => {
    const response = await getAs(app(), agent, `/api/staff/leases/${jordansLease}/`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.lease).toMatchObject({ id: jordansLease, receive_renewal_reminders: null, documents: [] });
    expect(detail.residents).toEqual([
      { id: expect.any(Number), name: 'Jordan Reyes', email: 'resident@maplecourt.example', role: 10 },
      { id: expect.any(Number), name: 'Morgan Reyes', email: 'morgan.reyes@example.com', role: 20 },
    ]);
    expect(detail.transactions).toEqual([]);
    expect(detail.rental_options.length).toBeGreaterThan(0);
    expect(detail.rental_options[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      monthly: expect.any(Number),
    });
    expect(detail.can_send_changes).toBe(true);
    const document = await getAs(
      app(),
      agent,
      `/api/staff/leases/${jordansLease}/document-url/?document_id=1`,
    );
    expect(document.statusCode).toBe(404);
  });

  it('lets a resident change their own choice and nothing else (state fields are a 400 naming them)', async () => {
    const url = `/api/lease/${jordansLease}/`;
    const changed = await patch(app(), jordan, url, { receive_renewal_reminders: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: jordansLease, receive_renewal_reminders: false });
    expect((await getAs(app(), jordan, url)).json().receive_renewal_reminders).toBe(false);

    const rent = await patch(app(), jordan, url, { monthly_rent: 1 });
    expect(rent.statusCode).toBe(400);
    expect(rent.json().errors.monthly_rent).toEqual([
      'monthly_rent is set by the leasing office and cannot be changed here.',
    ]);
    for (const body of [
      { status: 'ended' },
      { lease_end_date: '2030-01-01', receive_renewal_reminders: true },
      { enable_self_service_renewals: true },
      { residents: [] },
    ]) {
      const refused = await patch(app(), jordan, url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(app(), jordan, url, { nickname: 'Home' })).json().errors.nickname).toEqual([
      'A lease has no such field.',
    ]);
    const empty = await patch(app(), jordan, url, {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Nothing to change: send receive_renewal_reminders.');
    expect((await patch(app(), jordan, url, { receive_renewal_reminders: 'yes' })).statusCode).toBe(400);
    expect((await patch(app(), jordan, url, [1, 2])).statusCode).toBe(400);
    expect((await getAs(app(), jordan, url)).json()).toMatchObject({
      status: 'current',
      monthly_rent: 189000,
    });

    expect((await patch(app(), casey, url, { receive_renewal_reminders: true })).statusCode).toBe(404);
    expect((await patch(app(), agent, url, { receive_renewal_reminders: true })).statusCode).toBe(404);
    expect((await patch(app(), null, url, { receive_renewal_reminders: true })).statusCode).toBe(401);
    expect(
      (await patch(app(), jordan, '/api/lease/999999/', { receive_renewal_reminders: true })).statusCode,
    ).toBe(404);
  });

  it("lists the lease's transactions for its residents only", async () => {
    const url = `/api/lease/${jordansLease}/transactions/`;
    const listed = await getAs(app(), jordan, url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ results: [] });
    expect((await getAs(app(), casey, url)).statusCode).toBe(404);
    expect((await getAs(app(), agent, url)).statusCode).toBe(404);
    expect((await getAs(app(), (await signUp(app())).token, url)).statusCode).toBe(404);
    expect((await getAs(app(), null, url)).statusCode).toBe(401);
  });
});
