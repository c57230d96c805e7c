import { DOCUMENT_TEXT_FORMAT, faqListSchema, termsDocumentSchema } from '@portal/domain/schemas/documents';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { termsAcceptances } from '../../src/db/schema/terms-acceptances.js';
import { startApplicationFor } from '../factories/transactions.js';
import { registrationFor, signUp, withToken } from '../factories/users.js';
import { pricedApplication } from '../payments/priced-application.js';
import { applicationAtScreening, submitScreening, TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const { password: _password, ...details } = registrationFor();

describeApi("the portal's own documents in the reader's language (issue 38)", (context) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    context().app.inject({ method: 'GET', url, headers });

  it('answers the privacy policy in Spanish to a Spanish page, in English otherwise', async () => {
    const spanish = await get('/api/privacy-policy', SPANISH);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toMatch(/^# Política de privacidad\n/);
    expect(spanish.body).toContain('número de Seguro Social');
    expect((await get('/api/privacy-policy')).body).toMatch(/^# Privacy Policy\n/);
  });

  it("answers a Spanish account's Terms of Use in Spanish without Accept-Language, each text its own revision", async () => {
    const spanish = termsDocumentSchema.parse((await get('/api/terms/', SPANISH)).json());
    expect(spanish.current_revision).toEqual({ id: '2026-11-01-es', content_type: DOCUMENT_TEXT_FORMAT });
    expect(spanish.text).toMatch(/^# Términos de uso\n/);
    expect(spanish.text).toContain('Vigentes a partir del 1 de noviembre de 2026');

    const user = await signUp(context().app, { language: 'es' });
    const account = termsDocumentSchema.parse((await get('/api/terms/', withToken(user.token))).json());
    expect(account.current_revision.id).toBe('2026-11-01-es');

    const english = termsDocumentSchema.parse(
      (await get('/api/terms/', { 'accept-language': 'en-US' })).json(),
    );
    expect(english.current_revision.id).toBe('2026-11-01');
    expect(english.text).toMatch(/^# Terms of Use\n/);
  });

  it('answers the FAQ in Spanish by Spanish topics', async () => {
    const { questions } = faqListSchema.parse((await get('/api/faq/', SPANISH)).json());
    expect(new Set(questions.map((entry) => entry.topic))).toEqual(
      new Set([
        'Cómo presentar una solicitud',
        'Cargos y pagos',
        'Evaluación y verificación',
        'Su cuenta',
        'Después de presentar la solicitud',
      ]),
    );
    const expired = questions.find((entry) => entry.id === 'por-que-dice-que-mi-cotizacion-ha-vencido');
    expect(expired?.answer).toContain('los precios pueden haberse actualizado');
    const english = faqListSchema.parse((await get('/api/faq/')).json());
    expect(english.questions[0]?.topic).toBe('Applying');
  });

  it("fills the community's terms in Spanish, counts and the standard disclaimer included", async () => {
    const maple = await get('/api/funnel_terms/maple-court', SPANISH);
    expect(maple.statusCode).toBe(200);
    expect(maple.body).toMatch(/^# Términos de uso de Maple Court Apartments\n/);
    expect(maple.body).toContain('al menos 3 veces la renta mensual');
    expect(maple.body).toContain('suba al menos 3 talones de pago recientes.');
    expect(maple.body).toContain('son válidos por 2 días');
    expect(maple.body).toContain('su sesión se cierra después de 20 minutos sin actividad');
    expect(maple.body).not.toMatch(/\{\{|When you verify|minutes|days/);
    // A community's own disclaimer is shown as its staff wrote it.
    expect(maple.body).toContain('Prices, fees and concessions are subject to change');
    const english = await get('/api/funnel_terms/maple-court');
    expect(english.body).toContain('upload at least 3 recent ones.');
  });

  it('writes the standard pricing disclaimer in Spanish where the community wrote none', async () => {
    const { db } = context().database;
    const [maple] = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
    if (!maple) throw new Error('Maple Court is not seeded');
    const withDisclaimer = (text: string) =>
      db
        .update(communities)
        .set({ settings: { ...maple.settings, leasing_pricing_disclaimer: text } })
        .where(eq(communities.id, maple.id));
    await withDisclaimer('');
    try {
      const terms = await get('/api/funnel_terms/maple-court', SPANISH);
      expect(terms.body).toContain(
        '- Los precios, cargos y ofertas especiales pueden cambiar hasta que todas las personas del contrato lo firmen.',
      );
    } finally {
      await withDisclaimer(maple.settings.leasing_pricing_disclaimer);
    }
  });

  it('answers the bank-link terms in Spanish with their own revision', async () => {
    const spanish = termsDocumentSchema.parse((await get('/api/financial-link-terms/', SPANISH)).json());
    expect(spanish.current_revision.id).toBe('2026-11-22-es');
    expect(spanish.text).toMatch(/^# Vincular su cuenta bancaria\n/);
    expect((await get('/api/financial-link-terms/')).json().current_revision.id).toBe('2026-11-22');
  });

  it('completes the account set up with the Spanish revision of the Terms of Use, kept as accepted', async () => {
    const user = await signUp(context().app, { language: 'es' });
    const saved = await context().app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: withToken(user.token),
      payload: {
        ...details,
        email: user.email,
        completed_account_setup: true,
        accepted_terms_revision: '2026-11-01-es',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      completed_account_setup: true,
      accepted_terms_revision: '2026-11-01-es',
    });
  });

  it('writes the payment terms in Spanish; accepting them records the Spanish revision and counts', async () => {
    const { db } = context().database;
    const { user, transactionId, applicantId } = await pricedApplication(context().app, db);
    const headers = { ...withToken(user.token), ...SPANISH };
    const terms = await get(
      `/api/transaction/${transactionId}/holding_deposit_terms/?can_proceed_to_payment=1`,
      headers,
    );
    expect(terms.statusCode, terms.body).toBe(200);
    const { html, current_revision } = terms.json();
    expect(current_revision.id).toBe('2026-11-22-es');
    expect(html).toContain('la unidad 102 en Maple Court Apartments');
    expect(html).toContain('Para su hogar de 1 adulto');
    expect(html).toContain('(Application Fee $50.00 y Holding Deposit $250.00)');
    expect(html).not.toMatch(/\{\{|\}\}/);

    const accepted = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/terms-accepted/`,
      headers,
      payload: { type: 'payments', context: { time: context().clock.now().toISOString() } },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().revision).toBe('2026-11-22-es');
    const stored = await db
      .select({ revision: termsAcceptances.revision })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.applicantId, applicantId));
    expect(stored).toEqual([{ revision: '2026-11-22-es' }]);
    const options = await get(`/api/transaction/${transactionId}/payment-options/`, withToken(user.token));
    expect(options.json().payment_terms_accepted).toBe(true);
  });

  it('shows the screening criteria in Spanish and records the consent to the Spanish revision', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtScreening(app, database.db, clock);
    const criteria = await get(`/api/transaction/${application.transactionId}/screening-criteria/`, {
      ...withToken(application.user.token),
      ...SPANISH,
    });
    expect(criteria.json().current_revision.id).toBe('2026-11-22-es');
    expect(criteria.json().html).toContain('Antes de que Harbor &#38; Main Residential pueda decidir');
    const screened = await submitScreening(
      app,
      application,
      { ssn: TEST_SSNS.clear, terms_accepted: true },
      SPANISH,
    );
    expect(screened.statusCode, screened.body).toBe(201);
    expect(screened.json().terms_revision).toBe('2026-11-22-es');
  });

  it('gives the notice the law asks for in Spanish; accepting the Spanish revision accepts the notice', async () => {
    const { app, database, clock } = context();
    const { user, transactionId } = await startApplicationFor(app, database.db, 'B101', 'bayview-terrace');
    const url = `/api/transaction/${transactionId}/pre-application-notice/`;
    const read = (headers: Record<string, string>) => get(url, { ...withToken(user.token), ...headers });
    const accept = (revision: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...withToken(user.token), ...SPANISH },
        payload: { revision, context: { time: clock.now().toISOString() } },
      });

    const { notice } = (await read(SPANISH)).json();
    expect(notice.revision).toBe('california:2026-11-28-es+2026-11-22-es');
    expect(notice.html).toContain('La ley de California exige que Harbor');
    expect(notice.html).toContain('Qué se revisa');

    expect((await accept('california:2026-11-28-es+2026-11-22')).statusCode).toBe(400);
    const accepted = await accept(notice.revision);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const english = (await read({})).json();
    expect(english.notice.revision).toBe('california:2026-11-28+2026-11-22');
    expect(english.accepted_at).toBe(clock.now().toISOString());
    expect((await accept(english.notice.revision)).statusCode).toBe(200);
  });
});
