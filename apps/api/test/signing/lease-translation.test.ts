import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { documentTemplates } from '../../src/db/schema/document-templates.js';
import { users } from '../../src/db/schema/users.js';
import { DEMO_RESIDENTS, residentToken } from '../leases/lease-helpers.js';
import { pdfWords } from '../payments/pdf-text.js';
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

const GOVERNS = 'El original en inglés es el que rige.';

/** The PDF a ceremony or a signed link names, as the words it shows. */
async function wordsAt(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return pdfWords(response.rawPayload);
}

describeApi(
  'the lease and the notice to vacate with their Spanish translation (issue 38, decision 0053)',
  (context) => {
    const app = () => context().app;
    const db = () => context().database.db;
    let agent: string;
    let manager: string;
    beforeAll(async () => {
      agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    });

    const readsSpanish = (email: string) =>
      db().update(users).set({ language: 'es' }).where(eq(users.email, email));

    /** An approved applicant in `language` whose lease staff sent: the lease's ceremony and PDF. */
    async function sentLease(language: 'en' | 'es') {
      const application = await approvedApplicant(context());
      if (language === 'es') await readsSpanish(application.user.email);
      const sent = await call(
        app(),
        agent,
        'POST',
        `/api/staff/applications/${application.transactionId}/lease/`,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const [lease] = sent.json().documents;
      const { session } = await openCeremony(
        app(),
        application.user.token,
        application.transactionId,
        lease.id,
      );
      const ceremony = (await app().inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })).json();
      return { application, session, ceremony, words: await wordsAt(app(), ceremony.document.pdf_url) };
    }
    /** What the staff's application file says came with the lease for a Spanish reader. */
    const translationStaffSee = async (transactionId: number) =>
      (await call(app(), agent, 'GET', `/api/staff/applications/${transactionId}/`)).json().lease_documents[0]
        .translation;

    describe('the lease', () => {
      it('gives a Spanish reader the English original, then the translation saying the original governs', async () => {
        const { application, ceremony, words } = await sentLease('es');
        expect(ceremony.document.markdown).toMatch(/^# Residential Lease Agreement/);
        expect(ceremony.document.markdown).toContain('## 12. Signatures');
        expect(ceremony.document.markdown).not.toContain('Traducción');
        expect(ceremony.document.translation.status).toBe('included');
        const translation: string = ceremony.document.translation.markdown;
        expect(translation).toMatch(
          /^# Traducción al español\n\n\*\*El original en inglés es el que rige\.\*\*/,
        );
        expect(translation).toContain('## Contrato de arrendamiento residencial');
        expect(translation).toContain('### 4. Renta y cargos mensuales');
        expect(translation).toContain('de diciembre de 2026');
        expect(translation).toContain('(solicitante principal)');
        expect(await translationStaffSee(application.transactionId)).toBe('included');

        expect(words).toContain('Residential Lease Agreement');
        expect(words).toContain('Traducción al español');
        expect(words).toContain('El original en inglés es el que rige.');
        expect(words).toContain('Contrato de arrendamiento residencial');
        expect(words.indexOf('Residential Lease Agreement')).toBeLessThan(
          words.indexOf('Traducción al español'),
        );
      });

      it('gives an English reader the English original alone', async () => {
        const { application, ceremony, words } = await sentLease('en');
        expect(ceremony.document.translation).toBeNull();
        expect(await translationStaffSee(application.transactionId)).toBeNull();
        expect(words).toContain('Residential Lease Agreement');
        expect(words).not.toContain('Traducción');
        expect(words).not.toContain('Contrato de arrendamiento');
      });

      it('seals the translation with the English original', async () => {
        const { application, session } = await sentLease('es');
        const { transactionId } = application;
        expect((await signInCeremony(app(), session)).statusCode).toBe(200);
        const executed = await call(
          app(),
          manager,
          'POST',
          `/api/staff/applications/${transactionId}/countersign/`,
        );
        expect(executed.statusCode, executed.body).toBe(200);
        await runSigningOutbox(context());
        const link = await call(
          app(),
          application.user.token,
          'GET',
          `/api/transaction/${transactionId}/lease-document-url/?document_type=lease`,
        );
        expect(link.statusCode, link.body).toBe(200);
        const sealed = await wordsAt(app(), link.json().url);
        expect(sealed).toContain('Residential Lease Agreement');
        expect(sealed).toContain('Traducción al español');
        expect(sealed).toContain('Contrato de arrendamiento residencial');
      });

      it("says in Spanish that a community's own English wording comes without a translation", async () => {
        const [maple] = await db().select().from(communities).where(eq(communities.slug, 'maple-court'));
        if (!maple) throw new Error('Maple Court is missing');
        const [own] = await db()
          .insert(documentTemplates)
          .values({
            communityId: maple.id,
            kind: 'lease',
            body: '# Our Lease\n\nLease no. {{document_number}} for {{premises}}.',
            updatedAt: new Date(),
          })
          .returning();
        try {
          const { application, ceremony, words } = await sentLease('es');
          expect(ceremony.document.markdown).toMatch(/^# Our Lease/);
          expect(ceremony.document.translation).toEqual({
            status: 'missing',
            markdown: expect.stringMatching(
              /^# Traducción al español\n\n\*\*Sin traducción al español\.\*\* Maple Court Apartments redactó este documento/,
            ),
          });
          expect(ceremony.document.translation.markdown).not.toContain('Contrato de arrendamiento');
          expect(await translationStaffSee(application.transactionId)).toBe('missing');
          expect(words).toContain('Sin traducción al español.');
        } finally {
          if (own) await db().delete(documentTemplates).where(eq(documentTemplates.id, own.id));
        }
      });
    });

    describe('the notice to vacate', () => {
      const ADDRESS = {
        address_street: '500 W 2nd St',
        address_city: 'Austin',
        address_state: 'TX',
        address_postal_code: '78701',
      };
      const give = async (token: string) => {
        const leaseId = (await call(app(), token, 'GET', '/api/leases/')).json().results[0].id;
        const given = await call(app(), token, 'POST', `/api/leases/${leaseId}/notice-to-vacate/`, {
          move_out_date: '2027-02-15',
          reasons: ['Other'],
          other: 'Moving abroad',
          forwarding_address: ADDRESS,
        });
        expect(given.statusCode, given.body).toBe(201);
        const transaction = (await call(app(), token, 'GET', `/api/transactions/${given.json().id}/`)).json();
        const applicant = (
          await call(app(), token, 'GET', `/api/applicant/${transaction.applicant.id}/`)
        ).json();
        const [document] = applicant.signable_documents;
        const { session } = await openCeremony(app(), token, given.json().id, document.id);
        const ceremony = (
          await app().inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })
        ).json();
        return { transactionId: given.json().id as number, document, session, ceremony };
      };

      it("comes with its translation to a Spanish resident, in the PDF and once sealed; an English resident's without", async () => {
        await readsSpanish(DEMO_RESIDENTS.casey.username);
        const casey = await residentToken(app(), DEMO_RESIDENTS.casey);
        const spanish = await give(casey);
        const { markdown, translation } = spanish.ceremony.document;
        expect(markdown).toMatch(/^# Notice to Vacate/);
        expect(markdown).toContain('Other: Moving abroad');
        expect(translation.markdown).toContain(GOVERNS);
        expect(translation.markdown).toContain('## Aviso de desocupación');
        expect(translation.markdown).toContain('Otro: Moving abroad');
        expect(translation.markdown).toContain('15 de febrero de 2027');
        const words = await wordsAt(app(), spanish.ceremony.document.pdf_url);
        expect(words).toContain('Notice to Vacate');
        expect(words).toContain('Aviso de desocupación');

        expect((await signInCeremony(app(), spanish.session)).statusCode).toBe(200);
        const decision = `/api/staff/applications/${spanish.transactionId}/notice-to-vacate/decision/`;
        expect((await call(app(), agent, 'POST', decision, { decision: 'accept' })).statusCode).toBe(200);
        await runSigningOutbox(context());
        const link = await call(
          app(),
          casey,
          'GET',
          `/api/transaction/${spanish.transactionId}/lease-document-url/?document_id=${spanish.document.id}`,
        );
        expect(link.statusCode, link.body).toBe(200);
        const sealed = await wordsAt(app(), link.json().url);
        expect(sealed).toContain('Notice to Vacate');
        expect(sealed).toContain('Aviso de desocupación');

        const jordan = await residentToken(app(), DEMO_RESIDENTS.jordan);
        const english = await give(jordan);
        expect(english.ceremony.document.translation).toBeNull();
        expect(await wordsAt(app(), english.ceremony.document.pdf_url)).not.toContain(
          'Aviso de desocupación',
        );
      });
    });
  },
  signingAppOptions,
);
