import { expect, it } from 'vitest';
import { withToken } from '../factories/users.js';
import { approvedApplicant, call, openCeremony, signingAppOptions } from '../signing/signing-helpers.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const TEMPLATES = '/api/admin/communities/maple-court/templates/';

describeApi(
  'Settings → Templates: /api/admin/communities/{slug}/templates/',
  (context) => {
    const app = () => context().app;
    const send = (token: string | null, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app().inject({ method, url, headers: token ? withToken(token) : {}, ...(payload ? { payload } : {}) });

    it('lists every document with the standard wording until the community writes its own', async () => {
      const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      const listed = await getAs(app(), manager, TEMPLATES);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().results.map((template: { kind: string }) => template.kind)).toEqual([
        'lease',
        'pet_addendum',
        'parking_storage_addendum',
        'guarantor_agreement',
        'lease_revision',
        'lease_addendum',
        'renters_insurance_addendum',
        'notice_to_vacate',
        'criminal_review_letter',
      ]);
      const lease = (await getAs(app(), manager, `${TEMPLATES}lease/`)).json();
      expect(lease).toMatchObject({ kind: 'lease', customized: false, updated_at: null });
      expect(lease.body).toContain('# Residential Lease Agreement');
      expect(lease.placeholders).toContain('monthly_total');
      expect(lease.sections).toEqual(['has_savings', 'has_pets', 'has_parking_storage', 'is_renewal']);
      expect((await getAs(app(), manager, `${TEMPLATES}pool_rules/`)).statusCode).toBe(400);
    });

    it('refuses an unknown placeholder or section by name, and writes nothing', async () => {
      const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
      const unknown = await send(admin, 'PUT', `${TEMPLATES}lease/`, {
        body: '# Lease\n\nRent: {{monthly_total}}, due to {{landlord_bank}}.\n{{#has_pool}}Pool{{/has_pool}}',
      });
      expect(unknown.statusCode).toBe(400);
      const problems: string[] = unknown.json().errors.body;
      expect(problems[0]).toMatch(
        /^\{\{landlord_bank\}\} is not a placeholder of the Lease Agreement\. Use one of: document_number, /,
      );
      expect(problems[1]).toMatch(
        /^\{\{#has_pool\}\} is not a section of the Lease Agreement\. Use one of: has_savings/,
      );
      const unclosed = await send(admin, 'PUT', `${TEMPLATES}criminal_review_letter/`, {
        body: 'Dear {{applicant_name}},\n{{#has_note}}{{note}}',
      });
      expect(unclosed.json().errors.body).toEqual([
        'The section {{#has_note}} is never closed with {{/has_note}}.',
      ]);
      expect((await getAs(app(), admin, `${TEMPLATES}lease/`)).json().customized).toBe(false);
    });

    it('names what is wrong with a template in Spanish when the request asks for it', async () => {
      const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
      const unclosed = await app().inject({
        method: 'PUT',
        url: `${TEMPLATES}criminal_review_letter/`,
        headers: { ...withToken(admin), 'accept-language': 'es' },
        payload: { body: 'Dear {{applicant_name}},\n{{#has_note}}{{note}} {{oops' },
      });
      expect(unclosed.statusCode).toBe(400);
      expect(unclosed.json()).toEqual({
        error_type: 'ValidationError',
        code: 'template_section_never_closed',
        message: 'La sección {{#has_note}} nunca se cierra con {{/has_note}}.',
        errors: {
          body: [
            'La sección {{#has_note}} nunca se cierra con {{/has_note}}.',
            'Un marcador de posición no está escrito como {{name}}: revise las llaves.',
          ],
        },
      });
    });

    it("writes the community's leases from its own wording, previews it as a PDF, and goes back to the standard", async () => {
      const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
      const own =
        '# Maple Court Lease\n\nBetween {{landlord}} and {{resident_names}}: {{monthly_total}} a month.';
      const saved = await send(manager, 'PUT', `${TEMPLATES}lease/`, { body: own });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ customized: true, body: own });

      const preview = await send(manager, 'POST', `${TEMPLATES}lease/preview/`, {});
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('application/pdf');
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const badPreview = await send(manager, 'POST', `${TEMPLATES}lease/preview/`, { body: '{{rent}}' });
      expect(badPreview.statusCode).toBe(400);

      const application = await approvedApplicant(context());
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      const { documents } = (
        await call(app(), agent, 'POST', `/api/staff/applications/${application.transactionId}/lease/`)
      ).json();
      const { session } = await openCeremony(
        app(),
        application.user.token,
        application.transactionId,
        documents[0].id,
      );
      const ceremony = (await app().inject({ url: `/api/esign/sessions/${session}/` })).json();
      expect(ceremony.document.markdown).toMatch(
        /^# Maple Court Lease\n\nBetween Harbor & Main .+ and .+: \$[\d,]+\.\d\d a month\.$/,
      );

      const history = (await getAs(app(), manager, '/api/admin/communities/maple-court/history/')).json();
      expect(history.results[0]).toMatchObject({
        action: 'template.saved',
        after: { kind: 'lease', body: own },
      });
      expect((await send(manager, 'DELETE', `${TEMPLATES}lease/`)).statusCode).toBe(204);
      expect((await getAs(app(), manager, `${TEMPLATES}lease/`)).json().customized).toBe(false);
    });

    it('is for admins and managers of the community only', async () => {
      const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
      expect((await getAs(app(), agent, TEMPLATES)).statusCode).toBe(403);
      const otherCompany = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await getAs(app(), otherCompany, TEMPLATES)).statusCode).toBe(404);
      expect((await send(otherCompany, 'PUT', `${TEMPLATES}lease/`, { body: 'x' })).statusCode).toBe(404);
      expect((await getAs(app(), null, TEMPLATES)).statusCode).toBe(403);
    });
  },
  signingAppOptions,
);
