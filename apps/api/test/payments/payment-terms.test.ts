import { acceptableTermsTypes } from '@portal/domain/schemas/payment-terms';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { termsAcceptances } from '../../src/db/schema/terms-acceptances.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pricedApplication } from './priced-application.js';

/** The test clock's "now" (see TestClock), and a moment just before it. */
const JUST_NOW = '2026-11-22T14:59:30Z';

describeApi('payment terms', (context) => {
  const terms = (transactionId: number | string, query: string, token?: string) =>
    context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/holding_deposit_terms/${query}`,
      headers: token ? withToken(token) : {},
    });
  const accept = (transactionId: number | string, payload: object, token?: string) =>
    context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/terms-accepted/`,
      headers: { ...(token ? withToken(token) : {}), 'user-agent': 'Vitest Browser/1.0' },
      payload,
    });
  const storedFor = (applicantId: number) =>
    context()
      .database.db.select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.applicantId, applicantId)));

  it('writes the holding deposit and application fee of this application into the terms', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const response = await terms(transactionId, '?can_proceed_to_payment=1', user.token);
    expect(response.statusCode, response.body).toBe(200);
    const { html, current_revision } = response.json();
    expect(current_revision).toEqual({ id: '2026-11-22', content_type: 'text/html' });
    expect(html).toContain('unit 102 at Maple Court Apartments');
    expect(html).toContain('The application fee is <strong>$50.00</strong>');
    expect(html).toContain('holding deposit of <strong>$250.00</strong>');
    expect(html).toContain(
      'charge <strong>$300.00</strong> (Application Fee $50.00 and Holding Deposit $250.00)',
    );
    expect(html).toContain('from a US bank account (ACH)');
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('leaves out the payment authorization when the applicant cannot pay yet', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const { html } = (await terms(transactionId, '?can_proceed_to_payment=0', user.token)).json();
    expect(html).not.toContain('Agree and Continue');
    expect(html).toContain('You will be asked to agree to these terms again before you make a payment.');
  });

  it('escapes what it inserts, so the HTML is safe to render', async () => {
    const { db } = context().database;
    const { user, transactionId } = await pricedApplication(context().app, db);
    await db
      .update(communities)
      .set({ displayName: 'Maple <script>alert(1)</script> & Co' })
      .where(eq(communities.id, 1));
    try {
      const { html } = (await terms(transactionId, '?can_proceed_to_payment=1', user.token)).json();
      expect(html).not.toContain('<script');
      expect(html).toContain('Maple &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    } finally {
      await db
        .update(communities)
        .set({ displayName: 'Maple Court Apartments' })
        .where(eq(communities.id, 1));
    }
  });

  it('requires can_proceed_to_payment 0 or 1, a session and the caller’s own application', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    for (const query of ['', '?can_proceed_to_payment=2', '?can_proceed_to_payment=true']) {
      const response = await terms(transactionId, query, user.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.can_proceed_to_payment).toEqual([
        'can_proceed_to_payment must be 0 or 1.',
      ]);
    }
    expect((await terms(transactionId, '?can_proceed_to_payment=1')).statusCode).toBe(401);
    const stranger = await signUp(context().app);
    expect((await terms(transactionId, '?can_proceed_to_payment=1', stranger.token)).statusCode).toBe(404);
  });

  it('stores an acceptance with the revision, address and browser, once per revision', async () => {
    const { user, transactionId, applicantId } = await pricedApplication(
      context().app,
      context().database.db,
    );
    const payload = { type: 'payments', context: { time: JUST_NOW } };
    const first = await accept(transactionId, payload, user.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      transaction_id: transactionId,
      applicant_id: applicantId,
      type: 'payments',
      revision: '2026-11-22',
      accepted_at: '2026-11-22T14:59:30.000Z',
      created_at: '2026-11-22T15:00:00.000Z',
    });
    expect(first.json()).not.toHaveProperty('ip_address');
    const again = await accept(transactionId, payload, user.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await storedFor(applicantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'Vitest Browser/1.0' });
  });

  it('keeps one row when a double click sends two acceptances at once', async () => {
    const { user, transactionId, applicantId } = await pricedApplication(
      context().app,
      context().database.db,
    );
    const payload = { type: 'payments', context: { time: JUST_NOW } };
    const answers = await Promise.all([
      accept(transactionId, payload, user.token),
      accept(transactionId, payload, user.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await storedFor(applicantId)).toHaveLength(1);
  });

  it('takes no agreement to the rental fees agreement, a disclosure (decision 0032)', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const time = { context: { time: JUST_NOW } };
    const typed = await accept(transactionId, { type: 'rental_fees', ...time }, user.token);
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.type).toEqual([`type must be one of: ${acceptableTermsTypes.join(', ')}.`]);
    const bySettings = await context().app.inject({
      method: 'POST',
      url: '/api/lease-settings/maple-court/rental-fees-agreement/',
      headers: withToken(user.token),
      payload: { transaction_id: transactionId, ...time },
    });
    expect(bySettings.statusCode).toBe(404);
  });

  it.each([
    [
      { type: 'cookies', context: { time: JUST_NOW } },
      'type',
      `type must be one of: ${acceptableTermsTypes.join(', ')}.`,
    ],
    [
      { type: 'payments', context: { time: 'yesterday' } },
      'context.time',
      'context.time must be an ISO 8601 date and time.',
    ],
    [
      { type: 'payments', context: { time: '2026-11-22T15:10:00Z' } },
      'context.time',
      'context.time cannot be in the future.',
    ],
    [{ type: 'payments' }, 'context', expect.any(String)],
  ])('rejects %j with a message for %s', async (payload, field, message) => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const response = await accept(transactionId, payload, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('asks for a session and hides other people’s applications when accepting', async () => {
    const { transactionId } = await pricedApplication(context().app, context().database.db);
    const payload = { type: 'payments', context: { time: JUST_NOW } };
    expect((await accept(transactionId, payload)).statusCode).toBe(401);
    const stranger = await signUp(context().app);
    expect((await accept(transactionId, payload, stranger.token)).statusCode).toBe(404);
  });
});
