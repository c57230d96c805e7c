import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { en } from '../../src/messages/en.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

/** Lakeside Lofts offers the deposit alternative: unit L1's deposit is $600, the fee in its place $175. */
describeApi('the deposit alternative (unit_security_payment_option)', (context) => {
  const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
    context().app.inject({
      method,
      url,
      headers: token ? withToken(token) : {},
      ...(payload ? { payload } : {}),
    });
  const choose = (application: StartedApplication, option: unknown, token = application.user.token) =>
    inject('PATCH', `/api/transactions/${application.transactionId}/`, token, {
      unit_security_payment_option: option,
    });
  const lakesideApplication = async () => {
    const application = await startApplicationFor(
      context().app,
      context().database.db,
      'L1',
      'lakeside-lofts',
    );
    const chosen = await inject(
      'PATCH',
      `/api/transactions/${application.transactionId}/`,
      application.user.token,
      {
        move_in_date: '2026-12-15',
        lease_term: 12,
      },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    return application;
  };
  const breakdownOf = async ({ transactionId, user }: StartedApplication) =>
    (await inject('POST', `/api/transaction/${transactionId}/payment-breakdown/`, user.token, {})).json();
  const names = (group: { items: { name: string; amount: number }[] }) =>
    group.items.map((item) => [item.name, item.amount]);

  it('offers the choice with both amounts, and the fee replaces the deposit in the breakdown', async () => {
    const application = await lakesideApplication();
    const options = await inject(
      'GET',
      `/api/transaction/${application.transactionId}/payment-options/`,
      application.user.token,
    );
    expect(options.json().unit_security_payment_choice).toEqual({
      security_deposit: 60_000,
      security_fee: 17_500,
    });
    const before = await breakdownOf(application);
    expect(names(before.deposits)).toContainEqual(['Unit Security Deposit', 60_000]);

    const chosen = await choose(application, 'security_fee');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().unit_security_payment_option).toBe('security_fee');
    // The cached read every page makes has heard of the change.
    const read = await inject(
      'GET',
      `/api/transactions/${application.transactionId}/`,
      application.user.token,
    );
    expect(read.json().unit_security_payment_option).toBe('security_fee');
    const after = await breakdownOf(application);
    expect(names(after.deposits)).not.toContainEqual(['Unit Security Deposit', 60_000]);
    expect(names(after.one_time_fees)).toContainEqual(['Security Deposit Alternative', 17_500]);

    expect((await choose(application, 'security_deposit')).statusCode).toBe(200);
    expect(names((await breakdownOf(application)).deposits)).toContainEqual([
      'Unit Security Deposit',
      60_000,
    ]);
  });

  it('refuses the fee where the community does not offer it, and anything but the two options', async () => {
    const maple = await startApplicationFor(context().app, context().database.db);
    const refused = await choose(maple, 'security_fee');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      unit_security_payment_option: [en.deposit_alternative_not_offered],
    });
    expect((await choose(maple, 'security_deposit')).statusCode).toBe(200);

    const lakeside = await lakesideApplication();
    for (const bad of ['cash', 10, null]) {
      const response = await choose(lakeside, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors.unit_security_payment_option).toHaveLength(1);
    }
  });

  it('keeps the choice once the application is submitted (409)', async () => {
    const application = await lakesideApplication();
    await context()
      .database.db.update(leaseTransactions)
      .set({ status: ApplicationStatus.Submitted })
      .where(eq(leaseTransactions.id, application.transactionId));
    const late = await choose(application, 'security_fee');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(en.security_choice_closed);
  });

  it('lets nobody but the household choose: 404 for a stranger, 401 without a session, 403 without the CSRF token', async () => {
    const application = await lakesideApplication();
    const stranger = await signUp(context().app, {}, 'lakeside-lofts');
    expect((await choose(application, 'security_fee', stranger.token)).statusCode).toBe(404);
    const anonymous = await inject('PATCH', `/api/transactions/${application.transactionId}/`, undefined, {
      unit_security_payment_option: 'security_fee',
    });
    expect(anonymous.statusCode).toBe(401);
    // The session cookie alone, as a forged cross-site request would carry it, is refused for want of the CSRF token.
    const forged = await context().app.inject({
      method: 'PATCH',
      url: `/api/transactions/${application.transactionId}/`,
      headers: { cookie: `portal_session=${application.user.cookies.portal_session}` },
      payload: { unit_security_payment_option: 'security_fee' },
    });
    expect(forged.statusCode).toBe(403);
    const read = await inject(
      'GET',
      `/api/transactions/${application.transactionId}/`,
      application.user.token,
    );
    expect(read.json().unit_security_payment_option).toBe('security_deposit');
  });
});
