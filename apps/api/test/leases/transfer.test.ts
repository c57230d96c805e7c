import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { applicants } from '../../src/db/schema/lease-transactions.js';
import { leases } from '../../src/db/schema/leases.js';
import { unitId } from '../factories/transactions.js';
import { signUp } from '../factories/users.js';
import { pay, saveCard } from '../payments/payment-helpers.js';
import {
  call,
  openCeremony,
  runSigningOutbox,
  signInCeremony,
  signingAppOptions,
} from '../signing/signing-helpers.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

describeApi(
  'a resident transfers to another unit of their community',
  (context) => {
    const app = () => context().app;
    const db = () => context().database.db;
    let jordan: string;
    let casey: string;
    let jordansLease: number;
    let caseysLease: number;

    beforeAll(async () => {
      jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
      casey = await residentToken(app(), DEMO_RESIDENTS.casey);
      jordansLease = (await call(app(), jordan, 'GET', '/api/leases/')).json().results[0].id;
      caseysLease = (await call(app(), casey, 'GET', '/api/leases/')).json().results[0].id;
    });

    const transfer = (token: string | null, leaseId: number, payload: object) =>
      call(app(), token, 'POST', `/api/leases/${leaseId}/transfer/`, payload);

    it('is for the lease’s residents alone: 401 signed out, 404 for anyone else, as for a missing lease', async () => {
      const unit = await unitId(db(), '305');
      expect((await transfer(null, jordansLease, { unit_id: unit })).statusCode).toBe(401);
      const other = await transfer(casey, jordansLease, { unit_id: unit });
      const missing = await transfer(casey, 999_999, { unit_id: unit });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      const stranger = await signUp(app());
      expect((await transfer(stranger.token, jordansLease, { unit_id: unit })).statusCode).toBe(404);
      // Staff read the lease, but a transfer is the residents' own application.
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      expect((await transfer(agent, jordansLease, { unit_id: unit })).statusCode).toBe(404);
    });

    it.each([
      ['the unit they live in', '408', 'You already live in this unit. Please choose another one.'],
      ['a unit that is not available', '407', 'This unit is no longer available. Please choose another one.'],
      ['another community’s unit', 'C1', 'This unit is no longer available. Please choose another one.'],
    ])('refuses %s with a 400 that says why', async (_case, unitNumber, message) => {
      const response = await transfer(casey, caseysLease, { unit_id: await unitId(db(), unitNumber) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error_type: 'ValidationError', message });
    });

    it.each([[{}], [{ unit_id: 'abc' }], [{ unit_id: -1 }], [{ unit_id: 999_999 }]])(
      'answers %j with a 400, never a 500',
      async (payload) => {
        expect((await transfer(casey, caseysLease, payload)).statusCode).toBe(400);
      },
    );

    it('starts a Transfer with the whole household, the steps they passed carried over, once', async () => {
      const started = await transfer(jordan, jordansLease, { unit_id: await unitId(db(), '305') });
      expect(started.statusCode, started.body).toBe(201);
      const body = started.json();
      expect(body).toMatchObject({
        type: TransactionType.Transfer,
        status: ApplicationStatus.InProgress,
        unit: { unit_number: '305' },
        applicant: { role: roles.primary_applicant.code },
        primary_applicant: { first_name: 'Jordan', last_name: 'Reyes' },
      });
      const own = body.events
        .filter((event: { applicant: number }) => event.applicant === body.applicant.id)
        .map((event: { event: number }) => event.event);
      expect(own.sort()).toEqual(
        [TransactionStep.Address, TransactionStep.Screening, TransactionStep.IdentityVerification].sort(),
      );
      const household = await db()
        .select()
        .from(applicants)
        .where(eq(applicants.leaseTransactionId, body.id));
      expect(household.map((member) => [member.role, member.addressLine2])).toEqual([
        [roles.primary_applicant.code, 'Unit 407'],
        [roles.co_applicant.code, 'Unit 407'],
      ]);

      const again = await transfer(jordan, jordansLease, { unit_id: await unitId(db(), '306') });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A transfer from this lease is already under way.');
    });

    it('runs the flow with the transfer fee, is decided and signed, and moves the lease', async () => {
      const started = await transfer(casey, caseysLease, { unit_id: await unitId(db(), '204') });
      expect(started.statusCode, started.body).toBe(201);
      const { id: transactionId } = started.json();
      const pageComplete = `/api/page-complete/${transactionId}/`;
      const steps: ['POST' | 'PATCH', string, object][] = [
        ['POST', pageComplete, { page: 'military-status', data: { military_status: 'none' } }],
        ['PATCH', `/api/transactions/${transactionId}/`, { move_in_date: '2026-12-15', lease_term: 12 }],
        ['POST', pageComplete, { page: 'lease-terms' }],
        ['POST', pageComplete, { page: 'rental-profile' }],
        ['POST', `/api/transaction/${transactionId}/financial-sources/`, { report_no_income_assets: 'True' }],
        ['POST', pageComplete, { page: 'income-employment' }],
      ];
      for (const [method, url, payload] of steps) {
        const response = await app().inject({
          method,
          url,
          headers: { authorization: `Token ${casey}` },
          payload,
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      }

      // The application fee of every adult applicant, the transfer fee and the new unit's holding deposit.
      const options = (
        await call(app(), casey, 'GET', `/api/transaction/${transactionId}/payment-options/`)
      ).json();
      expect(options.due_now.items).toEqual([
        { name: 'Application Fee', amount: 5_000, category: 10 },
        { name: 'Transfer Fee', amount: 30_000, category: 30 },
        { name: 'Holding Deposit', amount: 25_000, category: 20 },
      ]);
      await call(app(), casey, 'POST', `/api/transaction/${transactionId}/terms-accepted/`, {
        type: 'payments',
        context: { time: context().clock.now().toISOString() },
      });
      const paid = await pay(app(), casey, transactionId, {
        payment_method_id: await saveCard(app(), casey, transactionId),
      });
      expect(paid.statusCode, paid.body).toBe(201);

      // Fees & Deposits was the last step to walk: the transfer is submitted.
      const submitted = (await call(app(), casey, 'GET', `/api/transactions/${transactionId}/`)).json();
      expect(submitted.status).toBe(ApplicationStatus.Submitted);

      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      const approved = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/decision/`,
        {
          decision: 'approve',
          // Nothing screened anew: staff decide on what they know of the resident, and say so.
          override_reason: 'Resident in good standing; rent paid on time.',
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const sent = await call(app(), agent, 'POST', `/api/staff/applications/${transactionId}/lease/`);
      expect(sent.statusCode, sent.body).toBe(201);
      const { session } = await openCeremony(app(), casey, transactionId, sent.json().documents[0].id);
      expect((await signInCeremony(app(), session)).statusCode).toBe(200);
      const executed = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/countersign/`,
      );
      expect(executed.statusCode, executed.body).toBe(200);
      await runSigningOutbox(context());

      const { results } = (await call(app(), casey, 'GET', '/api/leases/')).json();
      expect(
        results.map((lease: { unit: { unit_number: string } }) => [lease.unit.unit_number, lease]),
      ).toEqual([
        ['204', expect.objectContaining({ status: 'current', lease_start_date: '2026-12-15' })],
        // The old lease (to end 2026-12-17) ends the day before the new one starts.
        ['408', expect.objectContaining({ status: 'ended', lease_end_date: '2026-12-14' })],
      ]);
      const [old] = await db().select().from(leases).where(eq(leases.id, caseysLease));
      expect(old?.status).toBe('ended');
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.transactionId, transactionId), eq(auditLog.action, 'lease.countersigned')));
      expect(audit?.details).toMatchObject({ ended_lease_id: caseysLease });
    });
  },
  signingAppOptions,
);
