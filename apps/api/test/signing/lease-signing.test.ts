import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { DOCUMENT_ALREADY_SIGNED_MESSAGE } from '@portal/domain/schemas/signing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../src/db/schema/leases.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { en } from '../../src/messages/en.js';
import { signUp } from '../factories/users.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import {
  approvedApplicant,
  call,
  openCeremony,
  runSigningOutbox,
  signInCeremony,
  signingAppOptions,
} from './signing-helpers.js';

describeApi(
  'a lease from approval to a sealed PDF',
  (context) => {
    const app = () => context().app;
    const db = () => context().database.db;
    let agent: string;
    let manager: string;
    let otherCompany: string;

    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      otherCompany = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    });

    const stepsOf = (transactionId: number, step: number) =>
      db()
        .select()
        .from(transactionEvents)
        .where(
          and(eq(transactionEvents.leaseTransactionId, transactionId), eq(transactionEvents.event, step)),
        );
    const applicantOf = async (token: string, applicantId: number) =>
      (await call(app(), token, 'GET', `/api/applicant/${applicantId}/`)).json();

    describe('sending', () => {
      it('needs an approved application, staff of its company, and sends each document once', async () => {
        const application = await approvedApplicant(context());
        const url = `/api/staff/applications/${application.transactionId}/lease/`;
        expect((await call(app(), null, 'POST', url)).statusCode).toBe(403);
        expect((await call(app(), application.user.token, 'POST', url)).statusCode).toBe(403);
        expect((await call(app(), otherCompany, 'POST', url)).statusCode).toBe(404);

        const sent = await call(app(), agent, 'POST', url);
        expect(sent.statusCode, sent.body).toBe(201);
        expect(sent.json().documents).toEqual([
          { id: expect.any(Number), name: 'Lease Agreement', document_type: 'lease' },
        ]);
        expect((await call(app(), agent, 'POST', url)).statusCode).toBe(409);

        const transaction = (
          await call(app(), application.user.token, 'GET', `/api/transactions/${application.transactionId}/`)
        ).json();
        expect(transaction.documents_sent).toBe(true);
        const applicant = await applicantOf(application.user.token, application.applicantId);
        expect(applicant).toMatchObject({
          is_pending_signature: true,
          is_lease_signature_being_processed: false,
          signable_documents: [
            { name: 'Lease Agreement', document_type: 'lease', is_signed: false, is_voided: false },
          ],
        });
        await runSigningOutbox(context());
        const mail = await db()
          .select()
          .from(mailMessages)
          .where(eq(mailMessages.recipient, application.user.email));
        expect(mail.some((message) => message.subject.includes('is ready to sign'))).toBe(true);
      });

      it('refuses an application that is not approved with a 409', async () => {
        const application = await approvedApplicant(context());
        const denied = await call(
          app(),
          manager,
          'POST',
          `/api/staff/applications/${application.transactionId}/decision/`,
          {
            decision: 'deny',
            reasons: ['other'],
            override_reason: 'Test',
          },
        );
        // Already approved: a second decision is refused, and the lease may still be sent.
        expect(denied.statusCode).toBe(409);
      });
    });

    describe('the ceremony', () => {
      it('writes the lease from the application: parties, premises, rent to the cent, the disclaimer', async () => {
        const application = await approvedApplicant(context());
        const { documents } = (
          await call(app(), agent, 'POST', `/api/staff/applications/${application.transactionId}/lease/`)
        ).json();
        const { session, config } = await openCeremony(
          app(),
          application.user.token,
          application.transactionId,
          documents[0].id,
        );
        expect(config.type).toBe(20);
        expect(config.data.url).toBe(`/maple-court/esign/${session}`);
        const ceremony = (
          await app().inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })
        ).json();
        const breakdown = (
          await call(
            app(),
            application.user.token,
            'POST',
            `/api/transaction/${application.transactionId}/payment-breakdown/`,
            {},
          )
        ).json();
        const rent = breakdown.monthly_fees_no_prorate.items.find(
          (item: { type: string }) => item.type === 'rent',
        );
        const dollars = (cents: number) =>
          `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(ceremony.document.markdown).toContain('# Residential Lease Agreement');
        expect(ceremony.document.markdown).toContain(`Rent: ${dollars(rent.amount)}`);
        expect(ceremony.document.markdown).toContain(
          `Total each month: ${dollars(breakdown.total_fees_per_month)}`,
        );
        expect(ceremony.document.markdown).toContain('Unit 102');
        expect(ceremony).toMatchObject({
          mode: 'hosted',
          sign_only: false,
          requires_security_pin: false,
          consented_at: null,
        });
        const pdf = await app().inject({ method: 'GET', url: ceremony.document.pdf_url });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      });

      it('asks for consent first, keeps exactly one of two simultaneous signatures, and answers 409 after', async () => {
        const application = await approvedApplicant(context());
        const { documents } = (
          await call(app(), agent, 'POST', `/api/staff/applications/${application.transactionId}/lease/`)
        ).json();
        const first = await openCeremony(
          app(),
          application.user.token,
          application.transactionId,
          documents[0].id,
        );
        const second = await openCeremony(
          app(),
          application.user.token,
          application.transactionId,
          documents[0].id,
        );
        const early = await app().inject({
          method: 'POST',
          url: `/api/esign/sessions/${first.session}/sign/`,
          payload: { signature: { kind: 'typed', name: 'Pat Doe' }, fields: { initials: 'PD' } },
        });
        expect(early.statusCode).toBe(400);

        const [a, b] = await Promise.all([
          signInCeremony(app(), first.session),
          signInCeremony(app(), second.session),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const refused = a.statusCode === 409 ? a : b;
        expect(refused.json().message).toBe(DOCUMENT_ALREADY_SIGNED_MESSAGE);
        const again = await call(
          app(),
          application.user.token,
          'GET',
          `/api/transaction/${application.transactionId}/esign-config/?document_id=${documents[0].id}`,
        );
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(DOCUMENT_ALREADY_SIGNED_MESSAGE);

        expect(await stepsOf(application.transactionId, TransactionStep.Signed)).toHaveLength(1);
        expect(
          await stepsOf(application.transactionId, TransactionStep.WaitingAgentConfirmation),
        ).toHaveLength(1);
        expect(await applicantOf(application.user.token, application.applicantId)).toMatchObject({
          is_pending_signature: false,
          is_lease_signature_being_processed: true,
        });
        await runSigningOutbox(context());
        expect(await applicantOf(application.user.token, application.applicantId)).toMatchObject({
          is_lease_signature_being_processed: false,
          signable_documents: [{ is_signed: true }],
        });
      });

      it("keeps everyone else out: another applicant's transaction and document are 404s", async () => {
        const application = await approvedApplicant(context());
        const { documents } = (
          await call(app(), agent, 'POST', `/api/staff/applications/${application.transactionId}/lease/`)
        ).json();
        const stranger = await signUp(app());
        const base = `/api/transaction/${application.transactionId}`;
        expect(
          (await call(app(), stranger.token, 'GET', `${base}/esign-config/?document_id=${documents[0].id}`))
            .statusCode,
        ).toBe(404);
        expect(
          (await call(app(), stranger.token, 'GET', `${base}/lease-document-url/?document_type=lease`))
            .statusCode,
        ).toBe(404);
        expect(
          (await call(app(), null, 'GET', `${base}/esign-config/?document_id=${documents[0].id}`)).statusCode,
        ).toBe(401);
        expect(
          (await call(app(), application.user.token, 'GET', `${base}/esign-config/?document_id=999999`))
            .statusCode,
        ).toBe(404);
        // The ceremony opens only through esign-config, which gives an embedded one its PIN (decision 0032).
        expect(
          (
            await call(
              app(),
              application.user.token,
              'GET',
              `${base}/embedded-signing-url/?document_type=lease`,
            )
          ).statusCode,
        ).toBe(404);
        expect(
          (await app().inject({ method: 'GET', url: '/api/esign/sessions/not-a-real-session-token-at-all/' }))
            .statusCode,
        ).toBe(404);
      });
    });

    describe('countersigning and sealing', () => {
      it('waits for every signature, lets only a manager countersign, then executes and seals the lease', async () => {
        const application = await approvedApplicant(context());
        const { transactionId } = application;
        const { documents } = (
          await call(app(), agent, 'POST', `/api/staff/applications/${transactionId}/lease/`)
        ).json();
        const countersign = `/api/staff/applications/${transactionId}/countersign/`;
        expect((await call(app(), manager, 'POST', countersign)).statusCode).toBe(409);

        const { session } = await openCeremony(app(), application.user.token, transactionId, documents[0].id);
        expect((await signInCeremony(app(), session)).statusCode).toBe(200);
        const file = (await call(app(), agent, 'GET', `/api/staff/applications/${transactionId}/`)).json();
        expect(file.can_countersign).toBe(false); // The agent may not countersign.
        const managersFile = (
          await call(app(), manager, 'GET', `/api/staff/applications/${transactionId}/`)
        ).json();
        expect(managersFile.can_countersign).toBe(true);
        expect(file.lease_documents[0].signers[0]).toMatchObject({
          is_guest: false,
          signed_at: expect.any(String),
        });

        const byAgent = await call(app(), agent, 'POST', countersign);
        expect(byAgent.statusCode).toBe(403);
        expect(byAgent.json().message).toBe(en.managers_only);
        const executed = await call(app(), manager, 'POST', countersign);
        expect(executed.statusCode, executed.body).toBe(200);
        const leaseId = executed.json().lease_id;

        const transaction = (
          await call(app(), application.user.token, 'GET', `/api/transactions/${transactionId}/`)
        ).json();
        expect(transaction.status).toBe(ApplicationStatus.Completed);
        expect(transaction.lease).toEqual({ id: leaseId, enable_self_service_renewals: true });
        expect(await stepsOf(transactionId, TransactionStep.Completed)).toHaveLength(1);
        const [lease] = await db().select().from(leases).where(eq(leases.id, leaseId));
        expect(lease).toMatchObject({
          transactionId,
          status: 'current',
          startDate: '2026-12-15',
          endDate: '2027-12-14',
        });
        const residents = await db().select().from(leaseResidents).where(eq(leaseResidents.leaseId, leaseId));
        expect(residents.map((resident) => resident.userId)).toEqual([application.user.id]);
        const audit = await db().select().from(auditLog).where(eq(auditLog.transactionId, transactionId));
        expect(audit.map((entry) => entry.action)).toEqual(
          expect.arrayContaining(['lease.sent', 'document.signed', 'lease.countersigned']),
        );

        const urlPath = `/api/transaction/${transactionId}/lease-document-url/?document_type=lease`;
        expect((await call(app(), application.user.token, 'GET', urlPath)).statusCode).toBe(409);
        await runSigningOutbox(context());
        const link = await call(app(), application.user.token, 'GET', urlPath);
        expect(link.statusCode).toBe(200);
        const sealed = await app().inject({ method: 'GET', url: link.json().url });
        expect(sealed.statusCode).toBe(200);
        expect(sealed.headers['cache-control']).toBe('no-store');
        const inspection = signingAppOptions.esign.inspect(sealed.rawPayload);
        expect(inspection).toMatchObject({ hasSignature: true, intact: true, coversWholeFile: true });

        const verify = (bytes: Buffer) =>
          app().inject({
            method: 'POST',
            url: '/api/documents/verify/',
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload: Buffer.concat([
              Buffer.from(
                '--x\r\nContent-Disposition: form-data; name="file"; filename="lease.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
              ),
              bytes,
              Buffer.from('\r\n--x--\r\n'),
            ]),
          });
        const verified = await verify(sealed.rawPayload);
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json()).toMatchObject({
          sealed_by_us: true,
          intact: true,
          document: {
            id: documents[0].id,
            name: 'Lease Agreement',
            signers: [{ role_label: 'Primary Applicant' }],
            countersigned_by: { name: 'Priya Shah' },
          },
        });
        const tampered = Buffer.from(sealed.rawPayload);
        // A byte of the first page's objects, well inside the sealed range.
        tampered[100] = (tampered[100] ?? 0) ^ 1;
        expect((await verify(tampered)).json()).toMatchObject({ intact: false, document: null });
        const notPdf = await verify(Buffer.from('hello'));
        expect(notPdf.statusCode).toBe(400);
        await runSigningOutbox(context());
        const mail = await db()
          .select()
          .from(mailMessages)
          .where(eq(mailMessages.recipient, application.user.email));
        expect(mail.some((message) => message.subject.includes('is executed'))).toBe(true);
      });
    });
  },
  signingAppOptions,
);
