import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { documentSigners } from '../../src/db/schema/lease-documents.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { approvedApplicant, call, openCeremony, signingAppOptions } from './signing-helpers.js';

describeApi(
  "the signing ceremony in the signer's language (issue 38)",
  (context) => {
    const app = () => context().app;
    let agent: string;
    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    });

    /** A ceremony opened by an approved applicant for the first document of their lease. */
    async function ceremonySession() {
      const application = await approvedApplicant(context());
      const sent = await call(
        app(),
        agent,
        'POST',
        `/api/staff/applications/${application.transactionId}/lease/`,
      );
      const [document] = sent.json().documents;
      const { session } = await openCeremony(
        app(),
        application.user.token,
        application.transactionId,
        document.id,
      );
      return session;
    }
    const read = (session: string, language?: string) =>
      app().inject({
        method: 'GET',
        url: `/api/esign/sessions/${session}/`,
        headers: language ? { 'accept-language': language } : {},
      });
    const consent = (session: string, version: string, language = 'en') =>
      app().inject({
        method: 'POST',
        url: `/api/esign/sessions/${session}/consent/`,
        headers: { 'accept-language': language },
        payload: { version },
      });

    it('gives the Spanish disclosure, its own version and Spanish field labels to a Spanish page', async () => {
      const session = await ceremonySession();
      const spanish = (await read(session, 'es-US,es;q=0.9')).json();
      expect(spanish.disclosure.version).toMatch(/^\d{4}-\d{2}-\d{2}-es$/);
      expect(spanish.disclosure.markdown).toMatch(/^# Divulgación sobre registros y firmas electrónicos/);
      expect(spanish.fields.map((field: { label: string }) => field.label)).toEqual([
        'Iniciales',
        'Fecha de la firma',
        'Firma (escriba su nombre legal completo)',
      ]);

      const english = (await read(session)).json();
      expect(english.disclosure.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(english.disclosure.markdown).toMatch(/^# Electronic Records and Signature Disclosure/);
      expect(english.fields.map((field: { label: string }) => field.label)).toEqual([
        'Initials',
        'Date signed',
        'Signature (type your full legal name)',
      ]);
    });

    it('records the Spanish version when the signer consents to the text they read', async () => {
      const session = await ceremonySession();
      const { version } = (await read(session, 'es')).json().disclosure;
      const given = await consent(session, version, 'es');
      expect(given.statusCode, given.body).toBe(200);
      const recorded = await context()
        .database.db.select({ consentedAt: documentSigners.consentedAt })
        .from(documentSigners)
        .where(eq(documentSigners.consentVersion, version));
      expect(recorded).toEqual([{ consentedAt: new Date(given.json().consented_at) }]);
    });

    it('refuses a version that is no current disclosure, in the page’s language, and records nothing', async () => {
      const session = await ceremonySession();
      const refused = await consent(session, '2020-01-01-es', 'es');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'stale_disclosure',
        message: 'La divulgación cambió. Léala de nuevo antes de aceptarla.',
      });
      expect((await read(session)).json().consented_at).toBeNull();
    });
  },
  signingAppOptions,
);
