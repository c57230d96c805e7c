import { expect, it } from 'vitest';
import { finishPagesBeforeIncome, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay, saveCard } from './payment-helpers.js';

describeApi('POST /api/page-complete/{id}/ for fees-deposits', (context) => {
  /** An applicant who finished every page before Fees & Deposits, with no income or assets. */
  const atFeesStep = async () => {
    const { app, database } = context();
    const application = await startApplicationFor(app, database.db);
    await finishPagesBeforeIncome(app, application);
    const headers = withToken(application.user.token);
    const url = `/api/transaction/${application.transactionId}/financial-sources/`;
    await app.inject({ method: 'POST', url, headers, payload: { report_no_income_assets: 'True' } });
    const income = await completePage(application.user.token, application.transactionId, 'income-employment');
    expect(income.statusCode, income.body).toBe(200);
    return application;
  };
  const completePage = (token: string, transactionId: number, page = 'fees-deposits') =>
    context().app.inject({
      method: 'POST',
      url: `/api/page-complete/${transactionId}/`,
      headers: withToken(token),
      payload: { page },
    });

  it('refuses to finish the step while something is due, with a clear message', async () => {
    const { user, transactionId } = await atFeesStep();
    const response = await completePage(user.token, transactionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_type: 'ValidationError',
      message: 'Please pay what is due now before you continue.',
      errors: { payment: ['Please pay what is due now before you continue.'] },
    });
  });

  it('finishes the step once everything due is paid', async () => {
    const { app, clock } = context();
    const { user, transactionId } = await atFeesStep();
    await app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/terms-accepted/`,
      headers: withToken(user.token),
      payload: { type: 'payments', context: { time: clock.now().toISOString() } },
    });
    const methodId = await saveCard(app, user.token, transactionId);
    const paid = await pay(app, user.token, transactionId, { payment_method_id: methodId });
    expect(paid.statusCode, paid.body).toBe(201);
    const response = await completePage(user.token, transactionId);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('asks for a login and hides another user’s application', async () => {
    const { transactionId } = await atFeesStep();
    const anonymous = await context().app.inject({
      method: 'POST',
      url: `/api/page-complete/${transactionId}/`,
      payload: { page: 'fees-deposits' },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await startApplicationFor(context().app, context().database.db);
    expect((await completePage(other.user.token, transactionId)).statusCode).toBe(404);
  });
});
