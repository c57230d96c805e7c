import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies } from '../../src/db/schema/companies.js';
import { paymentMethods } from '../../src/db/schema/payment-methods.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay } from './payment-helpers.js';
import { payableApplication, pricedApplication } from './priced-application.js';

/** Stripe test mode's bank account: routing 110000000, and the micro-deposits are 32 and 45 cents. */
const TEST_ACCOUNT = {
  owner_name: 'Avery Quinn',
  routing_number: '110000000',
  account_number: '000123456789',
};

describeApi('bank accounts (ACH)', (context) => {
  const call = (url: string, token: string | undefined, payload: object) =>
    context().app.inject({ method: 'POST', url, headers: token ? withToken(token) : {}, payload });
  const addAccount = async (account: object = TEST_ACCOUNT) => {
    const application = await payableApplication(context().app, context().database.db, context().clock);
    const added = await call(
      `/api/transaction/${application.transactionId}/payments/bank-accounts/`,
      application.user.token,
      account,
    );
    return { ...application, added };
  };
  const verify = (transactionId: number, token: string, methodId: number, amounts: unknown) =>
    call(`/api/transaction/${transactionId}/payments/methods/${methodId}/verify/`, token, { amounts });

  it('adds an account as Pending Verification, showing only its last four digits', async () => {
    const { added, transactionId } = await addAccount();
    expect(added.statusCode, added.body).toBe(201);
    const [saved] = await context()
      .database.db.select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, added.json().id));
    expect(added.json()).toMatchObject({
      verification_url: `/api/transaction/${transactionId}/payments/methods/${added.json().id}/verify/`,
      payment_method_token: saved?.processorReference,
      kind: 'bank',
      brand: 'Sandbox Bank',
      last4: '6789',
      owner_name: 'Avery Quinn',
      status: BankVerificationStatus.PendingVerification,
      verification_deadline: '2026-12-02T15:00:00.000Z',
    });
    expect(added.body).not.toContain('000123456789');
  });

  it('checks the routing number with the ABA checksum and the account number', async () => {
    const { added } = await addAccount({
      ...TEST_ACCOUNT,
      routing_number: '110000001',
      account_number: '12',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({
      routing_number: ['Enter a valid 9-digit routing number.'],
      account_number: ['Enter a valid account number (4 to 17 digits).'],
    });
  });

  it('says the bank account checks in Spanish when the request asks for it', async () => {
    const application = await payableApplication(context().app, context().database.db, context().clock);
    const added = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${application.transactionId}/payments/bank-accounts/`,
      headers: { ...withToken(application.user.token), 'accept-language': 'es' },
      payload: { ...TEST_ACCOUNT, routing_number: '110000001', account_number: '12' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      error_type: 'ValidationError',
      code: 'check_bank_account',
      message: 'Revise los datos de la cuenta bancaria.',
      errors: {
        routing_number: ['Escriba un número de ruta bancaria válido de 9 dígitos.'],
        account_number: ['Escriba un número de cuenta válido (de 4 a 17 dígitos).'],
      },
    });
  });

  it('verifies with the two amounts in any order, and then pays with it', async () => {
    const { user, transactionId, added } = await addAccount();
    const pending = await pay(context().app, user.token, transactionId, {
      payment_method_id: added.json().id,
    });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(
      'This bank account is not verified yet, so it cannot be used to pay.',
    );
    const verified = await verify(transactionId, user.token, added.json().id, [45, 32]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().status).toBe(BankVerificationStatus.Verified);
    // Nothing is left to verify, so there is nowhere to do it.
    expect(verified.json().verification_url).toBeNull();
    const paid = await pay(context().app, user.token, transactionId, { payment_method_id: added.json().id });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().amount).toBe(30_000);
  });

  it('answers 402 when the bank refuses the charge, and records nothing', async () => {
    const { user, transactionId, added } = await addAccount({
      ...TEST_ACCOUNT,
      account_number: '000222222227',
    });
    await verify(transactionId, user.token, added.json().id, [32, 45]);
    const refused = await pay(context().app, user.token, transactionId, {
      payment_method_id: added.json().id,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Your bank account has insufficient funds. Please use another payment method.',
    );
  });

  it('fails verification after 3 wrong tries', async () => {
    const { user, transactionId, added } = await addAccount();
    const id = added.json().id;
    const first = await verify(transactionId, user.token, id, [1, 2]);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(
      "Those amounts don't match the deposits we made. You have 2 attempts left.",
    );
    expect((await verify(transactionId, user.token, id, [1, 2])).json().message).toMatch(/1 attempt left/);
    const third = await verify(transactionId, user.token, id, [1, 2]);
    expect(third.json().message).toMatch(/entered incorrectly 3 times/);
    const afterwards = await verify(transactionId, user.token, id, [32, 45]);
    expect(afterwards.statusCode).toBe(409);
    const list = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/payments/methods/`,
      headers: withToken(user.token),
    });
    expect(list.json().payment_methods[0].status).toBe(BankVerificationStatus.FailedVerification);
  });

  it('fails verification not done within 10 days', async () => {
    const { user, transactionId, added } = await addAccount();
    // Ten days on (moving the clock that far would also end the session, so the deadline moves instead).
    await context()
      .database.db.update(paymentMethods)
      .set({ verificationDeadline: new Date(context().clock.now().getTime() - 1) })
      .where(eq(paymentMethods.id, added.json().id));
    const late = await verify(transactionId, user.token, added.json().id, [32, 45]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/not verified within 10 days/);
  });

  it('rejects bad amounts, strangers (404) and anonymous callers (401)', async () => {
    const { user, transactionId, added } = await addAccount();
    const bad = await verify(transactionId, user.token, added.json().id, [0, 500]);
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors).flat()).toContain(
      'Enter the two deposit amounts in cents, each from 1 to 99.',
    );
    const stranger = await signUp(context().app);
    expect((await verify(transactionId, stranger.token, added.json().id, [32, 45])).statusCode).toBe(404);
    const other = await pricedApplication(context().app, context().database.db);
    expect((await verify(other.transactionId, other.user.token, added.json().id, [32, 45])).statusCode).toBe(
      404,
    );
    const anonymous = await call(
      `/api/transaction/${transactionId}/payments/bank-accounts/`,
      undefined,
      TEST_ACCOUNT,
    );
    expect(anonymous.statusCode).toBe(401);
    const hidden = await call(
      `/api/transaction/${transactionId}/payments/bank-accounts/`,
      stranger.token,
      TEST_ACCOUNT,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('is refused where the company does not accept bank payments', async () => {
    await context().database.db.update(companies).set({ acceptAchPaymentsFromApplicants: false });
    try {
      const { added } = await addAccount();
      expect(added.statusCode).toBe(403);
      expect(added.json().message).toBe(
        'This community does not accept bank account payments. Please pay by card.',
      );
    } finally {
      await context().database.db.update(companies).set({ acceptAchPaymentsFromApplicants: true });
    }
  });
});
