import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { communities } from '../../src/db/schema/communities.js';
import { leaseDocuments } from '../../src/db/schema/lease-documents.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { withToken } from '../factories/users.js';
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

// The test clock's day in Chicago is 2026-11-22; Maple Court asks 60 days of notice.
const EARLIEST = '2027-01-21';
const ADDRESS = {
  address_street: '500 W 2nd St',
  address_line_2: 'Apt 9',
  address_city: 'Austin',
  address_state: 'TX',
  address_postal_code: '78701',
};
const notice = (extra: object = {}) => ({
  move_out_date: '2027-02-15',
  reasons: ['Purchased a home'],
  forwarding_address: ADDRESS,
  ...extra,
});

function withdraw(app: FastifyInstance, token: string | null, leaseId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/leases/${leaseId}/notice-to-vacate/`,
    headers: token ? withToken(token) : {},
  });
}

async function onlyLeaseOf(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, token, 'GET', '/api/leases/')).json().results[0].id;
}

describeApi(
  'notice to vacate',
  (context) => {
    const app = () => context().app;
    let casey: string;
    let jordan: string;
    let agent: string;
    let caseysLease: number;
    let jordansLease: number;

    beforeAll(async () => {
      casey = await residentToken(app(), DEMO_RESIDENTS.casey);
      jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      caseysLease = await onlyLeaseOf(app(), casey);
      jordansLease = await onlyLeaseOf(app(), jordan);
    });

    it('lists the community’s reasons and the earliest move-out date to the lease’s residents and staff', async () => {
      const url = `/api/vacate-reasons/?lease_id=${caseysLease}`;
      const response = await call(app(), casey, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        results: expect.arrayContaining([{ id: expect.any(Number), label: 'Other' }]),
        notice_to_vacate_days: 60,
        earliest_move_out_date: EARLIEST,
      });
      expect(response.json().results.map((reason: { label: string }) => reason.label)).toEqual([
        'Purchased a home',
        'Relocating for work',
        'Need more space',
        'Need less space',
        'Cost of rent',
        'Moving in with family or a partner',
        'Dissatisfied with the community',
        'Other',
      ]);
      expect((await call(app(), agent, 'GET', url)).statusCode).toBe(200);
      expect((await call(app(), null, 'GET', url)).statusCode).toBe(401);
      expect((await call(app(), jordan, 'GET', url)).statusCode).toBe(404);
      const cedar = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await call(app(), cedar, 'GET', url)).statusCode).toBe(404);
      const bad = await call(app(), casey, 'GET', '/api/vacate-reasons/?lease_id=abc');
      expect(bad.statusCode).toBe(400);
    });

    it('refuses a notice without sign-in (401) or on another resident’s lease (404)', async () => {
      const url = `/api/leases/${caseysLease}/notice-to-vacate/`;
      expect((await call(app(), null, 'POST', url, notice())).statusCode).toBe(401);
      expect((await call(app(), jordan, 'POST', url, notice())).statusCode).toBe(404);
      expect((await call(app(), jordan, 'GET', url)).statusCode).toBe(404);
      expect((await withdraw(app(), jordan, caseysLease)).statusCode).toBe(404);
      // Staff read notices; they do not give them.
      expect((await call(app(), agent, 'POST', url, notice())).statusCode).toBe(404);
    });

    it.each([
      [
        { move_out_date: '2027-01-20' },
        'move_out_date',
        'The move-out date must be on or after January 21, 2027 (2027-01-21), the notice period of this community.',
      ],
      [{ move_out_date: '2027-02-30' }, 'move_out_date', 'Enter a valid move-out date'],
      [{ reasons: ['Other'] }, 'other', 'Tell us your other reason for moving out'],
      [{ reasons: ['Other'], other: '   ' }, 'other', 'Tell us your other reason for moving out'],
      [{ reasons: [] }, 'reasons', 'Choose at least one reason for moving out'],
      [{ reasons: ['Haunted'] }, 'reasons', 'Choose your reasons from the list'],
      [
        { forwarding_address: { ...ADDRESS, address_postal_code: '1' } },
        'forwarding_address.address_postal_code',
        'Enter a 5-digit ZIP code',
      ],
    ])('refuses %j with a 400 on %s', async (change, field, message) => {
      const response = await call(
        app(),
        casey,
        'POST',
        `/api/leases/${caseysLease}/notice-to-vacate/`,
        notice(change),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toContain(message);
    });

    it('says a move-out date before the notice period in Spanish, the date written the Spanish way', async () => {
      const response = await app().inject({
        method: 'POST',
        url: `/api/leases/${caseysLease}/notice-to-vacate/`,
        headers: { ...withToken(casey), 'accept-language': 'es' },
        payload: notice({ move_out_date: '2027-01-20' }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const refusal = `La fecha de mudanza de salida debe ser el 21 de enero de 2027 (${EARLIEST}) o después, por el plazo de aviso de esta comunidad.`;
      expect(response.json()).toMatchObject({
        code: 'move_out_too_early',
        message: refusal,
        errors: { move_out_date: [refusal] },
      });
    });

    it('takes the notice as a document the resident signs (step 220), then staff accept it', async () => {
      const url = `/api/leases/${caseysLease}/notice-to-vacate/`;
      const given = await call(
        app(),
        casey,
        'POST',
        url,
        notice({ move_out_date: EARLIEST, reasons: ['Other', 'Cost of rent'], other: 'Moving abroad' }),
      );
      expect(given.statusCode, given.body).toBe(201);
      const body = given.json();
      expect(body).toEqual({
        id: expect.any(Number),
        type: 40,
        status: 7,
        state: 'given',
        lease_id: caseysLease,
        move_out_date: EARLIEST,
        reasons: ['Other', 'Cost of rent'],
        other: 'Moving abroad',
        forwarding_address: ADDRESS,
        requires_signature: true,
        is_signed: false,
        decline_reason: null,
        created_at: expect.any(String),
      });
      expect((await call(app(), casey, 'GET', `/api/lease/${caseysLease}/`)).json().status).toBe(
        'notice_given',
      );
      const again = await call(app(), casey, 'POST', url, notice());
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A notice to vacate has already been given on this lease.');

      // The resident reads the type-40 transaction and signs the notice in the ceremony.
      const transaction = (await call(app(), casey, 'GET', `/api/transactions/${body.id}/`)).json();
      expect(transaction).toMatchObject({ type: 40, documents_sent: true });
      const applicant = (
        await call(app(), casey, 'GET', `/api/applicant/${transaction.applicant.id}/`)
      ).json();
      expect(applicant).toMatchObject({
        is_pending_signature: true,
        signable_documents: [
          { name: 'Notice to Vacate', document_type: 'notice_to_vacate', is_signed: false },
        ],
      });
      const [document] = applicant.signable_documents;
      const markdown = await context()
        .database.db.select({ markdown: leaseDocuments.markdown })
        .from(leaseDocuments)
        .where(eq(leaseDocuments.id, document.id));
      expect(markdown[0]?.markdown).toContain('January 21, 2027');
      expect(markdown[0]?.markdown).toContain('Other: Moving abroad');
      expect(markdown[0]?.markdown).toContain('500 W 2nd St');

      // Not signed yet: staff cannot accept it.
      const decision = `/api/staff/applications/${body.id}/notice-to-vacate/decision/`;
      const early = await call(app(), agent, 'POST', decision, { decision: 'accept' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Every resident must sign the notice before it is accepted.');

      const { session } = await openCeremony(app(), casey, body.id, document.id);
      const signed = await signInCeremony(app(), session);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().return_url).toBe(`/maple-court/transaction/${body.id}/application-approved`);
      const events = await context()
        .database.db.select()
        .from(transactionEvents)
        .where(
          and(
            eq(transactionEvents.leaseTransactionId, body.id),
            eq(transactionEvents.event, TransactionStep.NoticeToVacateSigned),
          ),
        );
      expect(events).toHaveLength(1);
      expect((await call(app(), casey, 'GET', url)).json()).toMatchObject({
        is_signed: true,
        state: 'given',
      });

      // Staff of another company never see it; a decline needs its reason.
      const cedar = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect(
        (await call(app(), cedar, 'GET', `/api/staff/applications/${body.id}/notice-to-vacate/`)).statusCode,
      ).toBe(404);
      expect((await call(app(), cedar, 'POST', decision, { decision: 'accept' })).statusCode).toBe(404);
      expect((await call(app(), casey, 'POST', decision, { decision: 'accept' })).statusCode).toBe(403);
      // The console answers 403 to anybody who is not staff, signed in or not (staff-only.ts).
      expect((await call(app(), null, 'POST', decision, { decision: 'accept' })).statusCode).toBe(403);
      const noReason = await call(app(), agent, 'POST', decision, { decision: 'decline', reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(
        (await call(app(), agent, 'GET', `/api/staff/applications/${body.id}/notice-to-vacate/`)).json(),
      ).toMatchObject({ id: body.id, is_signed: true });

      const accepted = await call(app(), agent, 'POST', decision, { decision: 'accept' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ state: 'accepted', status: 10 });
      expect((await call(app(), agent, 'POST', decision, { decision: 'accept' })).statusCode).toBe(409);
      const late = await withdraw(app(), casey, caseysLease);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'The leasing team has already answered this notice, so it can no longer be withdrawn.',
      );
      const audit = await context()
        .database.db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.transactionId, body.id));
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['notice_to_vacate.given', 'document.signed', 'notice_to_vacate.accepted']),
      );

      // Accepting countersigns the notice; the seal round seals it.
      await runSigningOutbox(context());
      const [sealed] = await context()
        .database.db.select({ status: leaseDocuments.status, sealedAt: leaseDocuments.sealedAt })
        .from(leaseDocuments)
        .where(eq(leaseDocuments.id, document.id));
      expect(sealed?.status).toBe('executed');
      expect(sealed?.sealedAt).not.toBeNull();
    });

    it('lets a resident withdraw a notice, and staff decline one with a reason; the lease is current again', async () => {
      const url = `/api/leases/${jordansLease}/notice-to-vacate/`;
      expect((await call(app(), jordan, 'GET', url)).statusCode).toBe(404);
      expect((await withdraw(app(), jordan, jordansLease)).statusCode).toBe(404);
      expect((await withdraw(app(), null, jordansLease)).statusCode).toBe(401);
      const first = await call(app(), jordan, 'POST', url, notice());
      expect(first.statusCode, first.body).toBe(201);
      const withdrawn = await withdraw(app(), jordan, jordansLease);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', status: 20 });
      expect((await call(app(), jordan, 'GET', `/api/lease/${jordansLease}/`)).json().status).toBe('current');
      const voided = await context()
        .database.db.select({ status: leaseDocuments.status })
        .from(leaseDocuments)
        .where(eq(leaseDocuments.transactionId, first.json().id));
      expect(voided).toEqual([{ status: 'voided' }]);

      // Where the community asks no signature, the notice is recorded at once.
      const [maple] = await context()
        .database.db.select()
        .from(communities)
        .where(eq(communities.slug, 'maple-court'));
      if (!maple) throw new Error('no Maple Court');
      await context()
        .database.db.update(communities)
        .set({ settings: { ...maple.settings, require_resident_signature_for_ntv: false } })
        .where(eq(communities.id, maple.id));
      try {
        const second = await call(app(), jordan, 'POST', url, notice());
        expect(second.statusCode, second.body).toBe(201);
        expect(second.json()).toMatchObject({ requires_signature: false, is_signed: true });
        const decision = `/api/staff/applications/${second.json().id}/notice-to-vacate/decision/`;
        const declined = await call(app(), agent, 'POST', decision, {
          decision: 'decline',
          reason: 'Your lease requires 60 days in writing; please call us.',
        });
        expect(declined.statusCode, declined.body).toBe(200);
        expect(declined.json()).toMatchObject({
          state: 'declined',
          decline_reason: 'Your lease requires 60 days in writing; please call us.',
        });
        expect((await call(app(), jordan, 'GET', `/api/lease/${jordansLease}/`)).json().status).toBe(
          'current',
        );
        const [audit] = await context()
          .database.db.select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.transactionId, second.json().id),
              eq(auditLog.action, 'notice_to_vacate.declined'),
            ),
          );
        expect(audit?.details).toMatchObject({ reason: expect.stringContaining('60 days') });
      } finally {
        await context()
          .database.db.update(communities)
          .set({ settings: maple.settings })
          .where(eq(communities.id, maple.id));
      }
    });
  },
  signingAppOptions,
);
