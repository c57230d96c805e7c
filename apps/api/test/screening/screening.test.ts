import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { SCREENING_TERMS_REQUIRED, SSN_OR_NO_SSN, SSN_WITH_NO_SSN } from '@portal/domain/schemas/screening';
import { itinMessages, ssnMessages } from '@portal/domain/screening/tax-id';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { screenings } from '../../src/db/schema/screenings.js';
import { termsAcceptances } from '../../src/db/schema/terms-acceptances.js';
import { en } from '../../src/messages/en.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi, type TestContext } from '../support/test-app.js';
import {
  applicationAtScreening,
  applicationBeforeFees,
  submitScreening,
  TEST_ITIN,
  TEST_SSNS,
} from './screening-helpers.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

async function screeningStepsOf(
  { app }: TestContext,
  { user, transactionId, applicantId }: StartedApplication,
) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/transactions/${transactionId}/`,
    headers: withToken(user.token),
  });
  const events: Array<{ event: number; applicant: number | null }> = response.json().events;
  return events.filter(
    (event) => event.event === TransactionStep.Screening && event.applicant === applicantId,
  );
}

describeApi('POST /api/transaction/{id}/screening/', (context) => {
  const atScreening = () => applicationAtScreening(context().app, context().database.db, context().clock);

  it('records the consent, runs the screening and finishes the Screening step', async () => {
    const { app, clock, database } = context();
    const application = await atScreening();
    const response = await submitScreening(
      app,
      application,
      { ssn: TEST_SSNS.clear, terms_accepted: true },
      { 'user-agent': BROWSER },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      transaction_id: application.transactionId,
      applicant_id: application.applicantId,
      tax_id_type: 'ssn',
      tax_id_last4: '0001',
      terms_revision: '2026-11-22',
      consented_at: clock.now().toISOString(),
    });
    expect(await screeningStepsOf(context(), application)).toHaveLength(1);

    const [consent] = await database.db
      .select()
      .from(termsAcceptances)
      .where(
        and(
          eq(termsAcceptances.applicantId, application.applicantId),
          eq(termsAcceptances.type, 'screening_criteria'),
        ),
      );
    expect(consent).toMatchObject({
      revision: '2026-11-22',
      acceptedAt: clock.now(),
      ipAddress: '127.0.0.1',
      userAgent: BROWSER,
    });

    const status = await app.inject({
      method: 'GET',
      url: `/api/transaction/${application.transactionId}/screening/`,
      headers: withToken(application.user.token),
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ screening: response.json() });
  });

  it('answers null before the applicant consents', async () => {
    const application = await atScreening();
    const status = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${application.transactionId}/screening/`,
      headers: withToken(application.user.token),
    });
    expect(status.json()).toEqual({ screening: null });
  });

  it('answers a retry with the same number with the stored screening, and refuses another number', async () => {
    const { app } = context();
    const application = await atScreening();
    const first = await submitScreening(app, application, { ssn: TEST_SSNS.clear, terms_accepted: true });
    const retry = await submitScreening(app, application, { ssn: TEST_SSNS.clear, terms_accepted: true });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());

    const other = await submitScreening(app, application, { ssn: TEST_SSNS.eviction, terms_accepted: true });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error_type: 'Conflict', message: en.already_screened });
    const noSsn = await submitScreening(app, application, { no_ssn: true, terms_accepted: true });
    expect(noSsn.statusCode).toBe(409);
    const rows = await context()
      .database.db.select()
      .from(screenings)
      .where(eq(screenings.applicantId, application.applicantId));
    expect(rows).toHaveLength(1);
    expect(await screeningStepsOf(context(), application)).toHaveLength(1);
  });

  it('cannot skip Fees & Deposits (409), and records nothing', async () => {
    const { app, database } = context();
    const application = await applicationBeforeFees(app, database.db);
    const response = await submitScreening(app, application, { ssn: TEST_SSNS.clear, terms_accepted: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_type: 'Conflict',
      message: 'Please finish Fees & Deposits first.',
    });
    const consents = await database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.applicantId, application.applicantId));
    expect(consents.filter((row) => row.type === 'screening_criteria')).toEqual([]);
  });

  it.each([
    ['letters in the SSN', { ssn: '50001000a', terms_accepted: true }, { ssn: [ssnMessages.digits] }],
    ['an SSN of 8 digits', { ssn: '50001000', terms_accepted: true }, { ssn: [ssnMessages.length] }],
    ['an SSN with dashes', { ssn: '500-01-0001', terms_accepted: true }, { ssn: [ssnMessages.digits] }],
    ['an SSN never issued', { ssn: '000010001', terms_accepted: true }, { ssn: [ssnMessages.invalid] }],
    ['an ITIN as the SSN', { ssn: TEST_ITIN, terms_accepted: true }, { ssn: [ssnMessages.itin] }],
    [
      'terms not accepted',
      { ssn: TEST_SSNS.clear, terms_accepted: false },
      { terms_accepted: [SCREENING_TERMS_REQUIRED] },
    ],
    ['terms left out', { ssn: TEST_SSNS.clear }, { terms_accepted: [SCREENING_TERMS_REQUIRED] }],
    ['no SSN and no terms', {}, { terms_accepted: [SCREENING_TERMS_REQUIRED], ssn: [SSN_OR_NO_SSN] }],
    [
      'an SSN and no_ssn',
      { ssn: TEST_SSNS.clear, no_ssn: true, terms_accepted: true },
      { ssn: [SSN_WITH_NO_SSN] },
    ],
    [
      'a bad ITIN',
      { no_ssn: true, itin: '812701234', terms_accepted: true },
      { itin: [itinMessages.notNine] },
    ],
    ['an SSN as a number', { ssn: 500010001, terms_accepted: true }, { ssn: [ssnMessages.required] }],
  ])('refuses %s with a clear message, keeping nothing', async (_case, payload, errors) => {
    const application = await atScreening();
    const response = await submitScreening(context().app, application, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: 'Some of the information sent is not valid.',
      errors,
    });
    expect(await screeningStepsOf(context(), application)).toEqual([]);
  });

  it('asks for a login and hides another user’s application', async () => {
    const { app, clock, database } = context();
    const application = await atScreening();
    const url = `/api/transaction/${application.transactionId}/screening/`;
    const payload = { ssn: TEST_SSNS.clear, terms_accepted: true };
    const anonymous = await app.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const stranger = await applicationAtScreening(app, database.db, clock);
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url, headers: withToken(stranger.user.token), payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_type: 'NotFound' });
    }
    const criteria = await app.inject({
      method: 'GET',
      url: `/api/transaction/${application.transactionId}/screening-criteria/`,
      headers: withToken(stranger.user.token),
    });
    expect(criteria.statusCode).toBe(404);
    expect(await screeningStepsOf(context(), application)).toEqual([]);
  });
});

describeApi('GET /api/transaction/{id}/screening-criteria/', (context) => {
  it('names the community and company, as HTML of our own content with its revision', async () => {
    const { app, clock, database } = context();
    const { user, transactionId } = await applicationAtScreening(app, database.db, clock);
    const response = await app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/screening-criteria/`,
      headers: withToken(user.token),
    });
    expect(response.statusCode).toBe(200);
    const { html, current_revision } = response.json();
    expect(current_revision).toEqual({ id: '2026-11-22', content_type: 'text/html' });
    expect(html).toContain('<h2>What is checked</h2>');
    expect(html).toContain('for Maple Court');
    expect(html).not.toMatch(/\{\{/);
  });
});

describeApi(
  'POST /api/transaction/{id}/screening/ when the provider fails',
  (context) => {
    it('answers 502 and keeps nothing, so the applicant can try again', async () => {
      const { app, clock, database } = context();
      const application = await applicationAtScreening(app, database.db, clock);
      const response = await submitScreening(app, application, {
        ssn: TEST_SSNS.clear,
        terms_accepted: true,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error_type: 'ServerError',
        code: 'screening_unavailable',
        message: en.screening_unavailable,
      });
      expect(response.body).not.toContain(TEST_SSNS.clear);
      const consents = await database.db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.applicantId, application.applicantId));
      expect(consents.filter((row) => row.type === 'screening_criteria')).toEqual([]);
      expect(await database.db.select().from(screenings)).toEqual([]);
      expect(await screeningStepsOf(context(), application)).toEqual([]);
    });
  },
  {
    screening: {
      name: 'sandbox',
      agency: { name: 'Unreachable Bureau', address: '1 Nowhere St', tollFreePhone: '1-800-555-0199' },
      screen: async (subject) => {
        throw new Error(`bureau timeout for ${subject.taxId.type}`);
      },
    },
  },
);
