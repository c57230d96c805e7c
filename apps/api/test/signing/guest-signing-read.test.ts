import { beforeAll, expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import {
  approvedApplicant,
  call,
  guestGuarantorSession,
  openCeremony,
  signInCeremony,
  signingAppOptions,
} from './signing-helpers.js';

describeApi(
  'GET /api/guest-signing/: what a guest signer reads of the transaction they sign (decision 0029)',
  (context) => {
    const app = () => context().app;
    let agent: string;

    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    });

    /** An approved application with its lease out and a guest guarantor invited to sign. */
    async function guestOnSentLease(name: string) {
      const application = await approvedApplicant(context());
      const sent = await call(
        app(),
        agent,
        'POST',
        `/api/staff/applications/${application.transactionId}/lease/`,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const guest = await guestGuarantorSession(context(), agent, application.transactionId, name);
      return { application, guest };
    }

    it('answers the guest their transaction, their documents and its home, and nothing of the household', async () => {
      const { application, guest } = await guestOnSentLease('Lee Park');
      const read = await call(app(), guest, 'GET', '/api/guest-signing/');
      expect(read.statusCode, read.body).toBe(200);
      const view = read.json();
      expect(Object.keys(view).sort()).toEqual([
        'executed',
        'is_lease_signature_being_processed',
        'is_pending_signature',
        'signable_documents',
        'transaction_id',
        'unit',
      ]);
      expect(view).toMatchObject({
        transaction_id: application.transactionId,
        executed: false,
        is_pending_signature: true,
        unit: {
          unit_number: '102',
          building: { name: expect.any(String), street_address: expect.any(String) },
        },
        signable_documents: [{ name: 'Guarantor Agreement: Lee Park', document_type: 'guarantor_agreement' }],
      });

      const { session } = await openCeremony(
        app(),
        guest,
        application.transactionId,
        view.signable_documents[0].id,
      );
      expect((await signInCeremony(app(), session)).statusCode).toBe(200);
      const signed = (await call(app(), guest, 'GET', '/api/guest-signing/')).json();
      expect(signed).toMatchObject({ is_pending_signature: false, executed: false });
      expect(signed.signable_documents[0].is_signed).toBe(true);
    });

    it('takes no input: a transaction named in the query changes nothing', async () => {
      const { application, guest } = await guestOnSentLease('Ari Stone');
      const other = await approvedApplicant(context());
      const read = await call(
        app(),
        guest,
        'GET',
        `/api/guest-signing/?transaction_id=${other.transactionId}`,
      );
      expect(read.statusCode).toBe(200);
      expect(read.json().transaction_id).toBe(application.transactionId);
    });

    it('needs a session: 401 without one', async () => {
      const read = await call(app(), null, 'GET', '/api/guest-signing/');
      expect(read.statusCode).toBe(401);
    });

    it('reads no other transaction: the household, its people and another lease stay closed to the guest', async () => {
      const { application, guest } = await guestOnSentLease('Kim Cho');
      const other = await guestOnSentLease('Dana Reyes');
      // The guest's read is always their own transaction, never the other guest's.
      expect((await call(app(), other.guest, 'GET', '/api/guest-signing/')).json().transaction_id).toBe(
        other.application.transactionId,
      );
      const id = application.transactionId;
      for (const url of [
        `/api/transactions/${id}/`,
        `/api/applicant/${application.applicantId}/`,
        `/api/transactions/${other.application.transactionId}/`,
      ]) {
        expect((await call(app(), guest, 'GET', url)).statusCode, url).toBe(403);
      }
      const otherCopy = await call(
        app(),
        guest,
        'GET',
        `/api/transaction/${other.application.transactionId}/lease-document-url/?document_type=lease`,
      );
      expect(otherCopy.statusCode).toBe(404);
    });

    it('is not an applicant’s read: the household’s own session finds nothing to sign as a guest', async () => {
      const { application } = await guestOnSentLease('Noor Haddad');
      const read = await call(app(), application.user.token, 'GET', '/api/guest-signing/');
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(en.nothing_to_sign);
    });
  },
  signingAppOptions,
);
