import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { leases } from '../../src/db/schema/leases.js';
import { signUp } from '../factories/users.js';
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

describeApi(
  'lease changes: revisions (type 20) and lease documents (type 80) sent, signed and countersigned',
  (context) => {
    const app = () => context().app;
    let agent: string;
    let manager: string;
    let casey: string;
    let caseysLease: number;
    let jordansLease: number;

    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      casey = await residentToken(app(), DEMO_RESIDENTS.casey);
      caseysLease = (await getAs(app(), casey, '/api/leases/')).json().results[0].id;
      const jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
      jordansLease = (await getAs(app(), jordan, '/api/leases/')).json().results[0].id;
    });

    const send = (token: string | null, leaseId: number, body: object) =>
      call(app(), token, 'POST', `/api/staff/leases/${leaseId}/changes/`, body);

    /** The resident signs the change's one document in the ceremony, as the Approved screen opens it. */
    async function residentSigns(token: string, transactionId: number, documentId: number) {
      const { session } = await openCeremony(app(), token, transactionId, documentId);
      const signed = await signInCeremony(app(), session);
      expect(signed.statusCode, signed.body).toBe(200);
    }

    it("sends a renter's insurance addendum: the resident sees it, signs it, a manager countersigns it", async () => {
      const sent = await send(agent, caseysLease, {
        kind: 'document',
        document_type: 'renters_insurance_addendum',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { transaction_id: transactionId, type, documents } = sent.json();
      expect(type).toBe(80);
      expect(documents).toEqual([{ id: expect.any(Number), name: "Renter's Insurance Addendum" }]);

      const lease = (await getAs(app(), casey, `/api/lease/${caseysLease}/`)).json();
      expect(lease.documents_to_sign).toEqual([
        { transaction_id: transactionId, name: "Renter's Insurance Addendum" },
      ]);
      const transaction = await getAs(app(), casey, `/api/transactions/${transactionId}/`);
      expect(transaction.statusCode, transaction.body).toBe(200);
      expect(transaction.json()).toMatchObject({
        id: transactionId,
        type: 80,
        status: 10,
        documents_sent: true,
      });
      const history = (await getAs(app(), casey, `/api/lease/${caseysLease}/transactions/`)).json();
      expect(history.results[0]).toMatchObject({
        id: transactionId,
        type: 80,
        type_label: 'Lease Document',
        change: "Renter's Insurance Addendum",
        is_pending_signature: true,
        is_participant: true,
      });

      const early = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/countersign/`,
      );
      expect(early.statusCode).toBe(409);
      await residentSigns(casey, transactionId, documents[0].id);
      expect((await getAs(app(), casey, `/api/lease/${caseysLease}/`)).json().documents_to_sign).toEqual([]);

      const staffView = (await getAs(app(), agent, `/api/staff/leases/${caseysLease}/`)).json();
      expect(staffView.transactions[0]).toMatchObject({ id: transactionId, can_countersign: false });
      expect(
        (await getAs(app(), manager, `/api/staff/leases/${caseysLease}/`)).json().transactions[0],
      ).toMatchObject({
        can_countersign: true,
        documents: [{ name: "Renter's Insurance Addendum", status: 'sent' }],
      });
      // The application file serves a change as it serves an application: its documents and countersigning.
      const file = await getAs(app(), manager, `/api/staff/applications/${transactionId}/`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.json()).toMatchObject({
        type: 80,
        can_countersign: true,
        lease_documents: [{ status: 'sent' }],
      });
      const resend = await call(app(), agent, 'POST', `/api/staff/applications/${transactionId}/lease/`);
      expect(resend.statusCode).toBe(409);
      const byAgent = await call(
        app(),
        agent,
        'POST',
        `/api/staff/applications/${transactionId}/countersign/`,
      );
      expect(byAgent.statusCode).toBe(403);
      const executed = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/countersign/`,
      );
      expect(executed.statusCode, executed.body).toBe(200);
      expect(executed.json()).toEqual({ lease_id: caseysLease });

      await runSigningOutbox(context());
      const after = (await getAs(app(), casey, `/api/lease/${caseysLease}/`)).json();
      expect(after.documents).toEqual([{ id: documents[0].id, name: "Renter's Insurance Addendum" }]);
      expect(after.status).toBe('current');
      const link = await getAs(
        app(),
        casey,
        `/api/lease/${caseysLease}/document-url/?document_id=${documents[0].id}`,
      );
      expect(link.statusCode, link.body).toBe(200);
      const staffLink = await getAs(
        app(),
        agent,
        `/api/staff/leases/${caseysLease}/document-url/?document_id=${documents[0].id}`,
      );
      expect(staffLink.statusCode, staffLink.body).toBe(200);
      const pdf = await app().inject({ method: 'GET', url: staffLink.json().url });
      expect(signingAppOptions.esign.inspect(pdf.rawPayload)).toMatchObject({
        hasSignature: true,
        intact: true,
      });

      const audit = await context()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.transactionId, transactionId));
      expect(audit.map((row) => row.action)).toEqual([
        'lease_change.sent',
        'document.signed',
        'lease.countersigned',
      ]);
    });

    it('adds a monthly option with a revision, then removes it with another', async () => {
      const { rental_options: options } = (
        await getAs(app(), agent, `/api/staff/leases/${caseysLease}/`)
      ).json();
      const option = options[0];
      const added = await send(agent, caseysLease, { kind: 'add_option', rental_option_id: option.id });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ type: 20, documents: [{ name: 'Lease Revision' }] });
      const again = await send(agent, caseysLease, { kind: 'add_option', rental_option_id: option.id });
      // Not on the lease until countersigned: a second revision may be sent, but only one can land.
      expect(again.statusCode).toBe(201);
      await residentSigns(casey, added.json().transaction_id, added.json().documents[0].id);
      await residentSigns(casey, again.json().transaction_id, again.json().documents[0].id);
      const countersign = (id: number) =>
        call(app(), manager, 'POST', `/api/staff/applications/${id}/countersign/`);
      expect((await countersign(added.json().transaction_id)).statusCode).toBe(200);
      const overtaken = await countersign(again.json().transaction_id);
      expect(overtaken.statusCode).toBe(409);
      expect(overtaken.json().message).toBe(
        'The lease has changed since this revision was sent. Void it and send a new one.',
      );

      const lease = (await getAs(app(), casey, `/api/lease/${caseysLease}/`)).json();
      expect(lease.monthly_items.map((item: { name: string }) => item.name)).toEqual(['Rent', option.name]);
      expect(lease.monthly_items[1].amount).toBe(option.monthly);
      const twice = await send(agent, caseysLease, { kind: 'add_option', rental_option_id: option.id });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors.rental_option_id).toEqual(['This option is already on the lease.']);

      const removed = await send(agent, caseysLease, { kind: 'remove_option', item_name: option.name });
      expect(removed.statusCode, removed.body).toBe(201);
      await residentSigns(casey, removed.json().transaction_id, removed.json().documents[0].id);
      expect((await countersign(removed.json().transaction_id)).statusCode).toBe(200);
      const back = (await getAs(app(), casey, `/api/lease/${caseysLease}/`)).json();
      expect(back.monthly_items.map((item: { name: string }) => item.name)).toEqual(['Rent']);
    });

    it('adds a roommate: they are invited, join, and are on the lease once countersigned', async () => {
      const email = `roomie-${Date.now()}@example.com`;
      const sent = await send(agent, caseysLease, {
        kind: 'add_roommate',
        first_name: 'Riley',
        last_name: 'Stone',
        email,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { transaction_id: transactionId, documents } = sent.json();
      await residentSigns(casey, transactionId, documents[0].id);
      const countersign = () =>
        call(app(), manager, 'POST', `/api/staff/applications/${transactionId}/countersign/`);
      const notYet = await countersign();
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().message).toBe(
        'The new roommate has not accepted their invitation yet: they join the lease once they have.',
      );

      const riley = await signUp(app(), { email, first_name: 'Riley', last_name: 'Stone' });
      const { invitations } = (await getAs(app(), riley.token, '/api/invitations/')).json();
      expect(invitations).toEqual([
        expect.objectContaining({ lease_transaction_id: transactionId, role: 20 }),
      ]);
      const joined = await call(app(), riley.token, 'POST', '/api/applicant-role/', {
        invitee_id: invitations[0].invitee_id,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect((await countersign()).statusCode).toBe(200);
      const lease = (await getAs(app(), riley.token, `/api/lease/${caseysLease}/`)).json();
      expect(lease.residents).toEqual([
        { name: 'Casey Nguyen', role: 10 },
        { name: 'Riley Stone', role: 20 },
      ]);

      // And out again: a removal is signed by everyone on the lease, the leaving roommate too.
      const detail = (await getAs(app(), agent, `/api/staff/leases/${caseysLease}/`)).json();
      const rileyOnLease = detail.residents.find((person: { name: string }) => person.name === 'Riley Stone');
      const removal = await send(agent, caseysLease, {
        kind: 'remove_roommate',
        resident_id: rileyOnLease.id,
      });
      expect(removal.statusCode, removal.body).toBe(201);
      const removalId = removal.json().transaction_id;
      await residentSigns(casey, removalId, removal.json().documents[0].id);
      expect(
        (await call(app(), manager, 'POST', `/api/staff/applications/${removalId}/countersign/`)).statusCode,
      ).toBe(409);
      await residentSigns(riley.token, removalId, removal.json().documents[0].id);
      expect(
        (await call(app(), manager, 'POST', `/api/staff/applications/${removalId}/countersign/`)).statusCode,
      ).toBe(200);
      expect((await getAs(app(), riley.token, `/api/lease/${caseysLease}/`)).statusCode).toBe(404);
    });

    it('answers bad changes with a 400 naming the field, never a 500', async () => {
      const { residents } = (await getAs(app(), agent, `/api/staff/leases/${jordansLease}/`)).json();
      const cases: [object, string][] = [
        [{ kind: 'rename' }, 'kind'],
        [{}, 'kind'],
        [{ kind: 'add_roommate', first_name: 'A', last_name: 'B', email: 'nope' }, 'email'],
        [
          {
            kind: 'add_roommate',
            first_name: 'Jordan',
            last_name: 'Reyes',
            email: 'resident@maplecourt.example',
          },
          'email',
        ],
        [{ kind: 'remove_roommate', resident_id: residents[0].id }, 'resident_id'],
        [{ kind: 'remove_roommate', resident_id: 999999 }, 'resident_id'],
        [{ kind: 'remove_roommate', resident_id: 99999999999 }, 'resident_id'],
        [{ kind: 'add_option', rental_option_id: 999999 }, 'rental_option_id'],
        [{ kind: 'remove_option', item_name: 'Rent' }, 'item_name'],
        [{ kind: 'remove_option', item_name: 'Hot tub' }, 'item_name'],
        [{ kind: 'document', document_type: 'lease' }, 'document_type'],
        [{ kind: 'document', document_type: 'lease_addendum' }, 'terms'],
        [{ kind: 'document', document_type: 'lease_addendum', terms: 'x'.repeat(4001) }, 'terms'],
      ];
      for (const [body, field] of cases) {
        const response = await send(agent, jordansLease, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      const primary = await send(agent, jordansLease, {
        kind: 'remove_roommate',
        resident_id: residents[0].id,
      });
      expect(primary.json().errors.resident_id).toEqual([
        'The primary resident cannot be removed with a revision; a transfer or a notice to vacate ends their lease.',
      ]);
      expect((await getAs(app(), agent, `/api/staff/leases/${jordansLease}/`)).json().transactions).toEqual(
        [],
      );
    });

    it('keeps changes to staff of the lease company, and to leases in force', async () => {
      const body = {
        kind: 'document',
        document_type: 'lease_addendum',
        terms: 'Quiet hours start at 10 pm.',
      };
      expect((await send(null, jordansLease, body)).statusCode).toBe(403);
      expect((await send(casey, jordansLease, body)).statusCode).toBe(403);
      const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await send(ridgeline, jordansLease, body)).statusCode).toBe(404);
      expect((await send(agent, 999999, body)).statusCode).toBe(404);
      const { db } = context().database;
      await db.update(leases).set({ status: 'ended' }).where(eq(leases.id, jordansLease));
      try {
        const ended = await send(agent, jordansLease, body);
        expect(ended.statusCode).toBe(409);
        expect(
          (await getAs(app(), agent, `/api/staff/leases/${jordansLease}/`)).json().can_send_changes,
        ).toBe(false);
      } finally {
        await db.update(leases).set({ status: 'current' }).where(eq(leases.id, jordansLease));
      }
      // A leasing agent sends changes; only a manager countersigns them (above).
      const sent = await send(agent, jordansLease, body);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().type).toBe(80);
    });
  },
  signingAppOptions,
);
