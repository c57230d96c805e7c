import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { leases } from '../../src/db/schema/leases.js';
import { users } from '../../src/db/schema/users.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { startApplicationFor } from '../factories/transactions.js';
import { logIn, signUp } from '../factories/users.js';
import {
  call,
  openCeremony,
  runSigningOutbox,
  signInCeremony,
  signingAppOptions,
} from '../signing/signing-helpers.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

// The test clock's day in Chicago is 2026-11-22: Jordan's lease of unit 407 ($1,890) ends 2027-02-05,
// inside Maple Court's 120-day offer window (terms 6, 12 and 15 months, +3 %, capped at +5 %).
describeApi(
  'renewal offers and the renewal of a lease',
  (context) => {
    const app = () => context().app;
    let jordan: string;
    let casey: string;
    let leaseId: number;
    let caseysLeaseId: number;
    let renewalId: number;

    beforeAll(async () => {
      jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
      casey = await residentToken(app(), DEMO_RESIDENTS.casey);
      leaseId = (await getAs(app(), jordan, '/api/leases/')).json().results[0].id;
      caseysLeaseId = (await getAs(app(), casey, '/api/leases/')).json().results[0].id;
    });

    it('lists an offer per renewal term, the cap winning over the 6-month premium', async () => {
      const response = await getAs(app(), jordan, `/api/leases/${leaseId}/renewal-offers/`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        lease_id: leaseId,
        closed_reason: null,
        opens_on: '2026-10-08',
        office_phone: expect.any(String),
        open_renewal: null,
      });
      expect(
        body.offers.map((offer: { lease_term: number; monthly_rent: number }) => [
          offer.lease_term,
          offer.monthly_rent,
        ]),
      ).toEqual([
        [6, 198_450],
        [12, 194_670],
        [15, 190_777],
      ]);
    });

    it('gives each offer its rent, monthly items and dates from the day after the lease ends', async () => {
      const { offers } = (await getAs(app(), jordan, `/api/leases/${leaseId}/renewal-offers/`)).json();
      expect(offers.find((offer: { lease_term: number }) => offer.lease_term === 12)).toEqual({
        lease_term: 12,
        monthly_rent: 194_670,
        current_monthly_rent: 189_000,
        rent_increase_basis_points: 300,
        monthly_items: [{ name: 'Rent', amount: 194_670, tax: 0 }],
        total_fees_per_month: 194_670,
        current_total_per_month: 189_000,
        lease_start_date: '2027-02-06',
        lease_end_date: '2028-02-05',
      });
    });

    it('no longer answers the preview of one offer, which the list gives (decision 0032)', async () => {
      const preview = await call(app(), jordan, 'POST', `/api/leases/${leaseId}/preview-offer/`, {
        lease_term: 12,
      });
      expect(preview.statusCode).toBe(404);
    });

    it('refuses a term not offered and bad input with 400 and a message, never 500', async () => {
      const path = `/api/leases/${leaseId}/renewal/`;
      const notOffered = await call(app(), jordan, 'POST', path, { lease_term: 9 });
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json()).toMatchObject({
        error_type: 'ValidationError',
        message: 'A renewal is offered for 6, 12, or 15 months.',
        errors: { lease_term: ['A renewal is offered for 6, 12, or 15 months.'] },
      });
      for (const payload of [
        {},
        { lease_term: 'twelve' },
        { lease_term: 0 },
        { lease_term: 1.5 },
        { lease_term: 12, x: 1 },
      ]) {
        const response = await call(app(), jordan, 'POST', path, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error_type).toBe('ValidationError');
      }
      expect(
        (await call(app(), jordan, 'POST', '/api/leases/abc/renewal/', { lease_term: 12 })).statusCode,
      ).toBe(400);
    });

    it('answers 401 without a session and 404 for a lease that is not the caller’s', async () => {
      expect((await getAs(app(), null, `/api/leases/${leaseId}/renewal-offers/`)).statusCode).toBe(401);
      expect(
        (await call(app(), null, 'POST', `/api/leases/${leaseId}/renewal/`, { lease_term: 12 })).statusCode,
      ).toBe(401);
      const stranger = await signUp(app());
      for (const token of [casey, stranger.token]) {
        expect((await getAs(app(), token, `/api/leases/${leaseId}/renewal-offers/`)).statusCode).toBe(404);
        expect(
          (await call(app(), token, 'POST', `/api/leases/${leaseId}/renewal/`, { lease_term: 12 }))
            .statusCode,
        ).toBe(404);
      }
      const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await getAs(app(), ridgeline, `/api/leases/${leaseId}/renewal-offers/`)).statusCode).toBe(404);
      // The company's own staff read the offers, but only a resident takes one.
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      expect((await getAs(app(), agent, `/api/leases/${leaseId}/renewal-offers/`)).statusCode).toBe(200);
      expect(
        (await call(app(), agent, 'POST', `/api/leases/${leaseId}/renewal/`, { lease_term: 12 })).statusCode,
      ).toBe(404);
    });

    it('offers nothing without self-service renewals: 409 with the office phone', async () => {
      const offers = (await getAs(app(), casey, `/api/leases/${caseysLeaseId}/renewal-offers/`)).json();
      expect(offers).toMatchObject({ closed_reason: 'self_service_off', offers: [] });
      const renewal = await call(app(), casey, 'POST', `/api/leases/${caseysLeaseId}/renewal/`, {
        lease_term: 12,
      });
      expect(renewal.statusCode).toBe(409);
      expect(renewal.json().message).toBe(
        `Renewing this lease online isn't available. Please call the leasing office at ${offers.office_phone}.`,
      );
    });

    it('offers nothing before the window opens', async () => {
      const { db } = context().database;
      await db.update(leases).set({ endDate: '2027-06-30' }).where(eq(leases.id, leaseId));
      try {
        const offers = (await getAs(app(), jordan, `/api/leases/${leaseId}/renewal-offers/`)).json();
        expect(offers).toMatchObject({ closed_reason: 'not_open_yet', opens_on: '2027-03-02', offers: [] });
        const renewal = await call(app(), jordan, 'POST', `/api/leases/${leaseId}/renewal/`, {
          lease_term: 12,
        });
        expect(renewal.statusCode).toBe(409);
        expect(renewal.json().message).toMatch(/^Renewal offers for this lease open on 2027-03-02\./);
      } finally {
        await db.update(leases).set({ endDate: '2027-02-05' }).where(eq(leases.id, leaseId));
      }
    });

    it('creates the renewal once: 201 the type-30 transaction, then 409 while it is under way', async () => {
      const created = await call(app(), jordan, 'POST', `/api/leases/${leaseId}/renewal/`, {
        lease_term: 12,
      });
      expect(created.statusCode, created.body).toBe(201);
      const renewal = created.json();
      renewalId = renewal.id;
      expect(renewal).toMatchObject({
        type: 30,
        status: 7,
        lease_term: 12,
        move_in_date: '2027-02-06',
        lease_start_date: '2027-02-06',
        lease: { id: leaseId, enable_self_service_renewals: true },
        documents_sent: false,
        unit: { unit_number: '407' },
      });
      const again = await call(app(), jordan, 'POST', `/api/leases/${leaseId}/renewal/`, { lease_term: 6 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'A renewal of this lease is already under way. You can follow it from My Leases.',
      );
      const offers = (await getAs(app(), jordan, `/api/leases/${leaseId}/renewal-offers/`)).json();
      expect(offers.open_renewal).toEqual({ id: renewalId, status: 7, lease_term: 12 });
      const [audit] = await context()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.transactionId, renewalId));
      expect(audit).toMatchObject({ action: 'renewal.requested' });
    });

    it('charges the renewal by month with is_renewal, from its first month', async () => {
      const response = await getAs(
        app(),
        jordan,
        `/api/quote/${renewalId}/payment-breakdown-monthly/?is_renewal=true&include_scheduled_price_updates=true&month=3&year=2027`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.months[0]).toEqual({ year: 2027, month: 2 });
      expect(body.breakdown_lease_end_date).toBe('2028-02-05');
      expect(body.charges.items).toEqual([expect.objectContaining({ name: 'Rent', amount: 194_670 })]);
      const breakdown = (
        await call(app(), jordan, 'POST', `/api/transaction/${renewalId}/payment-breakdown/`)
      ).json();
      expect(breakdown.deposits.items).toEqual([]);
      expect(breakdown.one_time_fees.items).toEqual([]);
      // Someone else's renewal is not found; an application's quote is not a renewal.
      const { user: stranger, transactionId } = await startApplicationFor(
        app(),
        context().database.db,
        '101',
      );
      const notRenewal = await getAs(
        app(),
        stranger.token,
        `/api/quote/${transactionId}/payment-breakdown-monthly/?is_renewal=true`,
      );
      expect(notRenewal.statusCode).toBe(400);
      expect(notRenewal.json().message).toBe('This quote is not a renewal.');
      expect(
        (
          await getAs(
            app(),
            stranger.token,
            `/api/quote/${renewalId}/payment-breakdown-monthly/?is_renewal=true`,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('lets staff decline only with a reason, and approve, audited; not through the application decision', async () => {
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      const path = `/api/staff/applications/${renewalId}/renewal-decision/`;
      const list = (await getAs(app(), agent, '/api/staff/applications/?q=407')).json();
      expect(list.results.find((row: { id: number }) => row.id === renewalId)).toMatchObject({
        type: 30,
        type_label: 'Renewal',
        status_label: 'Submitted',
        monthly_rent_cents: 194_670,
        move_in_date: '2027-02-06',
      });
      const noReason = await call(app(), agent, 'POST', path, { decision: 'decline' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toEqual(['Write down why the renewal is declined.']);
      const asApplication = await call(
        app(),
        await staffToken(app(), DEMO_STAFF.mapleCourtManager),
        'POST',
        `/api/staff/applications/${renewalId}/decision/`,
        {
          decision: 'approve',
        },
      );
      expect(asApplication.statusCode).toBe(409);
      expect((await call(app(), jordan, 'POST', path, { decision: 'approve' })).statusCode).toBe(403);
      // The console answers 403 to anybody who is not staff, signed in or not.
      expect((await call(app(), null, 'POST', path, { decision: 'approve' })).statusCode).toBe(403);
      const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await call(app(), ridgeline, 'POST', path, { decision: 'approve' })).statusCode).toBe(404);
      const declined = await call(app(), agent, 'POST', path, {
        decision: 'decline',
        reason: 'The unit is being renovated next year.',
      });
      expect(declined.json()).toEqual({ transaction_id: renewalId, decision: 'decline', status: 15 });
      expect((await call(app(), agent, 'POST', path, { decision: 'approve' })).statusCode).toBe(409);
      const audit = (await getAs(app(), agent, `/api/staff/applications/${renewalId}/audit/`)).json();
      expect(audit.results).toContainEqual(
        expect.objectContaining({
          action: 'renewal.decided',
          details: expect.objectContaining({ reason: 'The unit is being renovated next year.' }),
        }),
      );

      // Declined, the renewal is no longer under way: the resident may ask again, and this one is approved.
      const again = await call(app(), jordan, 'POST', `/api/leases/${leaseId}/renewal/`, { lease_term: 12 });
      expect(again.statusCode, again.body).toBe(201);
      renewalId = again.json().id;
      const approved = await call(
        app(),
        agent,
        'POST',
        `/api/staff/applications/${renewalId}/renewal-decision/`,
        {
          decision: 'approve',
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ transaction_id: renewalId, decision: 'approve', status: 10 });
    });

    it('sends the renewal lease, everyone signs, the manager countersigns: a new lease, the old one renewed', async () => {
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      const sent = await call(app(), agent, 'POST', `/api/staff/applications/${renewalId}/lease/`);
      expect(sent.statusCode, sent.body).toBe(201);
      const [lease] = sent.json().documents;
      expect(lease.name).toBe('Lease Agreement');

      // Morgan, the roommate on the lease, has an account without a password until now.
      const { db } = context().database;
      await db
        .update(users)
        .set({ passwordHash: await hashPassword('Morgan-Renews-2027') })
        .where(eq(users.email, 'morgan.reyes@example.com'));
      const morgan = (
        await logIn(app(), { username: 'morgan.reyes@example.com', password: 'Morgan-Renews-2027' })
      ).json().token;
      for (const token of [jordan, morgan]) {
        const { session } = await openCeremony(app(), token, renewalId, lease.id);
        const ceremony = (
          await app().inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })
        ).json();
        expect(JSON.stringify(ceremony)).toContain('renews the resident(s)');
        const signed = await signInCeremony(app(), session);
        expect(signed.statusCode, signed.body).toBe(200);
      }
      const executed = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${renewalId}/countersign/`,
      );
      expect(executed.statusCode, executed.body).toBe(200);
      await runSigningOutbox(context());

      const { results } = (await getAs(app(), jordan, '/api/leases/')).json();
      expect(results).toHaveLength(2);
      expect(results[0]).toMatchObject({
        id: executed.json().lease_id,
        status: 'current',
        lease_start_date: '2027-02-06',
        lease_end_date: '2028-02-05',
        lease_term_months: 12,
        monthly_rent: 194_670,
        deposits_held: 75_000,
        enable_self_service_renewals: true,
        residents: [
          { name: 'Jordan Reyes', role: 10 },
          { name: 'Morgan Reyes', role: 20 },
        ],
        documents: [{ id: lease.id, name: 'Lease Agreement' }],
      });
      expect(results[1]).toMatchObject({ id: leaseId, status: 'renewed' });
      const offers = (await getAs(app(), jordan, `/api/leases/${leaseId}/renewal-offers/`)).json();
      expect(offers).toMatchObject({ closed_reason: 'not_current', open_renewal: null });
    });
  },
  signingAppOptions,
);
