import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { workedExampleApplication } from './priced-application.js';

describeApi('payment breakdown', (context) => {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    context().app.inject({ method, url, headers: withToken(token), ...(payload ? { payload } : {}) });

  const workedExample = () => workedExampleApplication(context().app, context().database.db);

  it('prices the worked example exactly', async () => {
    const { user, transactionId } = await workedExample();
    const response = await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, user.token);
    expect(response.statusCode, response.body).toBe(200);
    const breakdown = response.json();
    expect(breakdown.total_fees_per_month).toBe(157_706);
    expect(breakdown.monthly_fees.items.map((i: { amount: number }) => i.amount)).toEqual([
      81_984, 1_371, 1_371, 1_645,
    ]);
    expect(breakdown.monthly_fees.total_tax).toBe(113);
    expect(breakdown.one_time_fees.total).toBe(35_000);
    expect(breakdown.deposits.items.map((i: { name: string; amount: number }) => [i.name, i.amount])).toEqual(
      [
        ['Unit Security Deposit', 50_000],
        ['Cat deposit', 30_000],
        ['Holding Deposit', 25_000],
      ],
    );
  });

  it('charges an application fee for each invited roommate, none for a dependent', async () => {
    const { user, transactionId } = await workedExample();
    await call('POST', `/api/transaction/${transactionId}/invitees/`, user.token, {
      role: 20,
      first_name: 'Jordan',
      last_name: 'Lee',
      email: 'jordan.lee@example.com',
    });
    await call('POST', `/api/transaction/${transactionId}/invitees/`, user.token, {
      role: 50,
      first_name: 'Sky',
      last_name: 'Quinn',
      birthday: '2016-05-04',
    });
    const breakdown = (
      await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, user.token)
    ).json();
    expect(breakdown.one_time_fees.items[0]).toMatchObject({
      name: 'Application Fee',
      amount: 10_000,
      quantity: 2,
    });
  });

  it('answers a month of the calendar and the Charges page data', async () => {
    const { user, transactionId } = await workedExample();
    const january = await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, user.token, {
      month: 1,
      year: 2027,
    });
    expect(january.json().monthly_fees.total).toBe(157_500);
    const charges = await call('GET', `/api/quote/${transactionId}/payment-breakdown-monthly/`, user.token);
    expect(charges.json()).toMatchObject({
      month: { year: 2026, month: 12 },
      breakdown_lease_end_date: '2027-12-14',
      charges: { total: 81_984 + 1_371 + 1_371 + 1_645, total_tax: 113 },
    });
    expect(charges.json().months).toHaveLength(14);
    const after = await call(
      'GET',
      `/api/quote/${transactionId}/payment-breakdown-monthly/?month=1&year=2028`,
      user.token,
    );
    expect(after.json().charges).toEqual({ items: [], total: 0, total_tax: 0 });
    expect(
      (
        await call(
          'GET',
          `/api/quote/${transactionId}/payment-breakdown-monthly/?month=13&year=2028`,
          user.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('asks for a move-in date and term first, and hides other people’s breakdowns', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    const early = await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, user.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Choose a move-in date and a lease term first.');
    const stranger = await signUp(context().app);
    expect(
      (await call('POST', `/api/transaction/${transactionId}/payment-breakdown/`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (
        await context().app.inject({
          method: 'POST',
          url: `/api/transaction/${transactionId}/payment-breakdown/`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
