import { expect, it } from 'vitest';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay, saveCard } from './payment-helpers.js';
import { workedExampleApplication } from './priced-application.js';

describeApi('GET /api/transaction/{id}/payment-details/', (context) => {
  const details = (transactionId: number, token?: string) =>
    context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/payment-details/`,
      headers: token ? withToken(token) : {},
    });

  /** The worked example with its application fee and holding deposit paid by card. */
  const paidWorkedExample = async () => {
    const { app, database, clock } = context();
    const application = await workedExampleApplication(app, database.db);
    const { user, transactionId } = application;
    const agreed = await app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/terms-accepted/`,
      headers: withToken(user.token),
      payload: { type: 'payments', context: { time: clock.now().toISOString() } },
    });
    expect(agreed.statusCode).toBe(201);
    const before = await details(transactionId, user.token);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(
      'Your move-in charges will be shown here once the application fees and holding deposit are paid.',
    );
    const methodId = await saveCard(app, user.token, transactionId);
    const paid = await pay(app, user.token, transactionId, { payment_method_id: methodId });
    expect(paid.json().amount).toBe(30_000);
    return application;
  };

  it('adds up the worked example to the cent: prorated December, deposits less the holding deposit, unpaid fees', async () => {
    const { user, transactionId } = await paidWorkedExample();
    const response = await details(transactionId, user.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const amounts = (items: { name: string; amount: number }[]) =>
      items.map((line) => [line.name, line.amount]);
    expect(body.move_in_date).toBe('2026-12-15');
    // December has 31 days; 17 of them from the 15th.
    expect(amounts(body.first_month.items)).toEqual([
      ['Rent', 81_984],
      ['Cat', 1_371],
      ['Storage Locker', 1_371],
      ['Valet Trash', 1_645],
    ]);
    expect(body.first_month).toMatchObject({ total: 86_371, total_tax: 113 });
    expect(body.deposits.total).toBe(105_000);
    // The application fee was paid at Fees & Deposits: only the administrative fee and the cat fee remain.
    expect(body.one_time_fees.total).toBe(30_000);
    expect(body.one_time_fees.items.map((line: { name: string }) => line.name)).not.toContain(
      'Application Fee',
    );
    expect(body.credits).toEqual([{ name: 'Holding Deposit', category: 20, amount: 25_000 }]);
    // 86,484 (first month with tax) + 105,000 (deposits) + 30,000 (one-time fees) − 25,000 (holding deposit paid).
    expect(body.total).toBe(196_484);
  });

  it('is for the applicants of the transaction only (404), signed in (401)', async () => {
    const { transactionId } = await paidWorkedExample();
    const stranger = await signUp(context().app);
    expect((await details(transactionId, stranger.token)).statusCode).toBe(404);
    expect((await details(transactionId)).statusCode).toBe(401);
  });
});
