import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { documentSigners } from '../../src/db/schema/lease-documents.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { en } from '../../src/messages/en.js';
import { logIn, withToken } from '../factories/users.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import {
  approvedApplicant,
  call,
  guestLinkToken,
  openCeremony,
  signInCeremony,
  signingAppOptions,
} from './signing-helpers.js';

describeApi(
  'guest signers, voided documents and signing for someone else',
  (context) => {
    const app = () => context().app;
    const db = () => context().database.db;
    let agent: string;
    let manager: string;

    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    });

    const sendLease = async (transactionId: number) =>
      (await call(app(), agent, 'POST', `/api/staff/applications/${transactionId}/lease/`)).json().documents;

    it('a guarantor without an account signs their own agreement through a single-use link', async () => {
      const application = await approvedApplicant(context());
      const [lease] = await sendLease(application.transactionId);
      const guests = `/api/staff/applications/${application.transactionId}/guest-signers/`;
      const email = `guarantor-${Date.now()}@example.com`;
      const invalid = await call(app(), agent, 'POST', guests, { name: 'Lee Park', email });
      expect(invalid.statusCode).toBe(400);
      const added = await call(app(), agent, 'POST', guests, { name: 'Lee Park', email, guarantor: true });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ name: 'Lee Park', email });
      expect(
        (await call(app(), agent, 'POST', guests, { name: 'Lee Park', email, guarantor: true })).statusCode,
      ).toBe(409);
      const { session: own } = await openCeremony(
        app(),
        application.user.token,
        application.transactionId,
        lease.id,
      );
      expect((await signInCeremony(app(), own)).statusCode).toBe(200);
      // The guarantor has not signed: nobody may countersign yet.
      const file = (
        await call(app(), agent, 'GET', `/api/staff/applications/${application.transactionId}/`)
      ).json();
      expect(file.can_countersign).toBe(false);

      const token = await guestLinkToken(context(), email);
      const guestLogin = await logIn(app(), { g: token });
      expect(guestLogin.statusCode).toBe(200);
      expect((await logIn(app(), { g: token })).statusCode).toBe(401);
      const guest = guestLogin.json().token as string;
      const view = (await call(app(), guest, 'GET', '/api/guest-signing/')).json();
      expect(view).toMatchObject({
        transaction_id: application.transactionId,
        executed: false,
        is_pending_signature: true,
        signable_documents: [{ name: 'Guarantor Agreement: Lee Park', document_type: 'guarantor_agreement' }],
      });
      expect(
        (await call(app(), guest, 'GET', `/api/transactions/${application.transactionId}/`)).statusCode,
      ).toBe(403);
      const { session } = await openCeremony(
        app(),
        guest,
        application.transactionId,
        view.signable_documents[0].id,
      );
      const ceremony = (await app().inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })).json();
      expect(ceremony.document.markdown).toContain('**Lee Park** (the Guarantor)');
      const signed = await signInCeremony(app(), session);
      // Back to the household's lease-signed page, which the guest's session shows them (decision 0029).
      expect(signed.json().return_url).toBe(
        `/maple-court/transaction/${application.transactionId}/lease-signed`,
      );
      const countersigned = await call(
        app(),
        manager,
        'POST',
        `/api/staff/applications/${application.transactionId}/countersign/`,
      );
      expect(countersigned.statusCode, countersigned.body).toBe(200);
      expect((await call(app(), guest, 'GET', '/api/guest-signing/')).json().executed).toBe(true);
    });

    it('voiding the lease withdraws it (step 140), undoes the signatures step, and a new lease can be sent', async () => {
      const application = await approvedApplicant(context());
      const [lease] = await sendLease(application.transactionId);
      const { session } = await openCeremony(
        app(),
        application.user.token,
        application.transactionId,
        lease.id,
      );
      expect((await signInCeremony(app(), session)).statusCode).toBe(200);

      const voidUrl = `/api/staff/documents/${lease.id}/void/`;
      expect((await call(app(), application.user.token, 'POST', voidUrl)).statusCode).toBe(403);
      expect(
        (await call(app(), await staffToken(app(), DEMO_STAFF.cedarPointManager), 'POST', voidUrl))
          .statusCode,
      ).toBe(404);
      expect((await call(app(), agent, 'POST', voidUrl)).statusCode).toBe(200);
      expect((await call(app(), agent, 'POST', voidUrl)).statusCode).toBe(409);
      const events = await db()
        .select()
        .from(transactionEvents)
        .where(eq(transactionEvents.leaseTransactionId, application.transactionId));
      const codes = events.map((event) => event.event);
      expect(codes).toContain(TransactionStep.Voided);
      expect(codes).not.toContain(TransactionStep.Signed);
      expect(codes).not.toContain(TransactionStep.WaitingAgentConfirmation);
      const transaction = (
        await call(app(), application.user.token, 'GET', `/api/transactions/${application.transactionId}/`)
      ).json();
      expect(transaction.documents_sent).toBe(false);
      const card = (
        await call(app(), application.user.token, 'GET', `/api/applicant/${application.applicantId}/`)
      ).json();
      expect(card.signable_documents).toEqual([expect.objectContaining({ id: lease.id, is_voided: true })]);

      const [again] = await sendLease(application.transactionId);
      expect(again.id).not.toBe(lease.id);
      const after = (
        await call(app(), application.user.token, 'GET', `/api/applicant/${application.applicantId}/`)
      ).json();
      expect(after).toMatchObject({
        is_pending_signature: true,
        signable_documents: [{ id: again.id, is_signed: false, is_voided: false }],
      });
    });

    it('embedded signing needs the PIN the launcher was given', async () => {
      await db()
        .update(communities)
        .set({
          settings: { ...(await mapleSettings()), esign_provider_type: ESignatureProviderType.Embedded },
        })
        .where(eq(communities.slug, 'maple-court'));
      try {
        const application = await approvedApplicant(context());
        const [lease] = await sendLease(application.transactionId);
        const { session, config } = await openCeremony(
          app(),
          application.user.token,
          application.transactionId,
          lease.id,
        );
        expect(config).toMatchObject({
          type: 30,
          data: { signer_id: expect.any(String), security_pin: expect.stringMatching(/^\d{6}$/) },
        });
        const wrong = await signInCeremony(app(), session, {
          security_pin: config.data.security_pin === '000000' ? '111111' : '000000',
        });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().message).toBe(en.wrong_pin);
        // A wrong PIN ends the ceremony: even the right one no longer opens it.
        expect(
          (await signInCeremony(app(), session, { security_pin: config.data.security_pin })).statusCode,
        ).toBe(404);
        const reopened = await openCeremony(
          app(),
          application.user.token,
          application.transactionId,
          lease.id,
        );
        const signed = await signInCeremony(app(), reopened.session, {
          security_pin: reopened.config.data.security_pin,
        });
        expect(signed.statusCode).toBe(200);
      } finally {
        await db()
          .update(communities)
          .set({
            settings: { ...(await mapleSettings()), esign_provider_type: ESignatureProviderType.Hosted },
          })
          .where(eq(communities.slug, 'maple-court'));
      }
    });

    const mapleSettings = async () =>
      (await db().select().from(communities).where(eq(communities.slug, 'maple-court')))[0]?.settings ??
      ({} as never);

    it('staff signed in as the applicant sign only with the permission, and the signature names them', async () => {
      const application = await approvedApplicant(context());
      const [lease] = await sendLease(application.transactionId);
      const wormholeAs = async (staffToken: string) => {
        const issued = await call(app(), staffToken, 'POST', '/api/staff/wormhole-tokens/', {
          user_id: application.user.id,
        });
        const session = await logIn(app(), { username: application.user.email, w: issued.json().token });
        return session.json().token as string;
      };
      const asAgent = await wormholeAs(agent);
      const refused = await call(
        app(),
        asAgent,
        'GET',
        `/api/transaction/${application.transactionId}/esign-config/?document_id=${lease.id}`,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en.no_signing_while_impersonating);

      const asManager = await wormholeAs(manager);
      const summary = (
        await app().inject({ method: 'GET', url: '/api/session/', headers: withToken(asManager) })
      ).json();
      expect(summary.impersonated_by.can_sign_documents_while_wormholed).toBe(true);
      const { session } = await openCeremony(app(), asManager, application.transactionId, lease.id);
      expect((await signInCeremony(app(), session)).statusCode).toBe(200);
      const [signer] = await db()
        .select()
        .from(documentSigners)
        .where(
          and(eq(documentSigners.documentId, lease.id), eq(documentSigners.userId, application.user.id)),
        );
      expect(signer?.impersonatorUserId).toBe(summary.impersonated_by.id);
    });
  },
  signingAppOptions,
);
