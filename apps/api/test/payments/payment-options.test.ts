import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies } from '../../src/db/schema/companies.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { payableApplication, pricedApplication } from './priced-application.js';

describeApi('GET /api/transaction/{id}/payment-options/', (context) => {
  const options = (transactionId: number | string, token?: string) =>
    context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/payment-options/`,
      headers: token ? withToken(token) : {},
    });

  it('offers card and bank account and asks the primary applicant for their fee and the holding deposit', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const response = await options(transactionId, user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      payment_method_kinds: ['card', 'new_bank'],
      accept_ach_payments_from_applicants: true,
      due_now: {
        items: [
          { name: 'Application Fee', amount: 5_000, category: 10 },
          { name: 'Holding Deposit', amount: 25_000, category: 20 },
        ],
        total: 30_000,
        paid: 0,
        balance: 30_000,
      },
      payment_terms_accepted: false,
      transaction_fees: { total: 30_000, allPaid: false },
      // Maple Court offers no deposit alternative.
      unit_security_payment_choice: null,
    });
  });

  it('tells whether the caller agreed to the current payment terms', async () => {
    const { app, database, clock } = context();
    const { user, transactionId } = await payableApplication(app, database.db, clock);
    const body = (await options(transactionId, user.token)).json();
    expect(body.payment_terms_accepted).toBe(true);
  });

  it("counts an invited roommate's fee in the household's total, not in the caller's", async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/invitees/`,
      headers: withToken(user.token),
      payload: { role: 20, first_name: 'Jordan', last_name: 'Lee', email: 'jordan.lee@example.com' },
    });
    const body = (await options(transactionId, user.token)).json();
    expect(body.due_now.balance).toBe(30_000);
    expect(body.transaction_fees).toEqual({ total: 35_000, allPaid: false });
  });

  it('offers only cards when the company does not take bank payments from applicants', async () => {
    const { db } = context().database;
    const { user, transactionId } = await pricedApplication(context().app, db);
    await db.update(companies).set({ acceptAchPaymentsFromApplicants: false }).where(eq(companies.id, 1));
    try {
      const body = (await options(transactionId, user.token)).json();
      expect(body.payment_method_kinds).toEqual(['card']);
      expect(body.accept_ach_payments_from_applicants).toBe(false);
    } finally {
      await db.update(companies).set({ acceptAchPaymentsFromApplicants: true }).where(eq(companies.id, 1));
    }
  });

  it('answers 400 for a malformed id, 401 without a session and 404 for someone else’s application', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const malformed = await options('abc', user.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error_type: 'ValidationError',
      errors: { id: [expect.any(String)] },
    });
    const anonymous = await options(transactionId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to continue.');
    const stranger = await signUp(context().app);
    const hidden = await options(transactionId, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('We could not find that application.');
  });
});
