import { expect, it } from 'vitest';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay, saveCard, VISA_DECLINED } from './payment-helpers.js';
import { payableApplication, pricedApplication } from './priced-application.js';

describeApi('payment methods and intents', (context) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    context().app.inject({
      method,
      url,
      headers: token ? withToken(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('starts a setup with the sandbox card frame, then saves the card as brand and last four only', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const setup = await call('POST', `/api/transaction/${transactionId}/payments/intents/setup/`, user.token);
    expect(setup.statusCode).toBe(201);
    expect(setup.json()).toMatchObject({ processor: 'sandbox', publishable_key: null });
    expect(setup.json().card_frame_url).toMatch(
      /^\/api\/sandbox\/payments\/card-frame\?intent=seti_sandbox_\w+#seti_/,
    );

    const methodId = await saveCard(context().app, user.token, transactionId);
    const list = await call('GET', `/api/transaction/${transactionId}/payments/methods/`, user.token);
    expect(list.json().payment_methods).toEqual([
      expect.objectContaining({
        id: methodId,
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        label: 'Visa ending in 4242',
        exp_month: 12,
        exp_year: 2030,
      }),
    ]);
    expect(list.body).not.toContain('4242424242424242');
  });

  it('confirms only a setup whose card was entered, and only the caller’s own', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const setup = await call('POST', `/api/transaction/${transactionId}/payments/intents/setup/`, user.token);
    const early = await call(
      'POST',
      `/api/transaction/${transactionId}/payments/intents/confirm/`,
      user.token,
      {
        intent_id: setup.json().intent.id,
      },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Your card details have not been entered yet. Please enter your card first.',
    );
    const empty = await call(
      'POST',
      `/api/transaction/${transactionId}/payments/intents/confirm/`,
      user.token,
      {},
    );
    expect(empty.statusCode).toBe(400);

    const other = await pricedApplication(context().app, context().database.db);
    const theirs = await call(
      'POST',
      `/api/transaction/${other.transactionId}/payments/intents/confirm/`,
      other.user.token,
      {
        intent_id: setup.json().intent.id,
      },
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('creates a payment intent for the amount due now, ignoring any amount sent', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const created = await call(
      'POST',
      `/api/transaction/${transactionId}/payments/intents/create/`,
      user.token,
      {
        amount: 1,
      },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      amount: 30_000,
      intent: { amount: 30_000, status: 'requires_confirmation' },
    });
    expect(created.json().line_items.map((line: { category: number }) => line.category)).toEqual([10, 20]);
  });

  it('answers the same open intent while what is due is the same, and a new one once it was declined', async () => {
    const { app, database, clock } = context();
    const { user, transactionId } = await payableApplication(app, database.db, clock);
    const create = () =>
      call('POST', `/api/transaction/${transactionId}/payments/intents/create/`, user.token);
    const first = await create();
    const reloaded = await create();
    expect(reloaded.statusCode).toBe(201);
    expect(reloaded.json().intent.id).toBe(first.json().intent.id);

    const declinedCard = await saveCard(app, user.token, transactionId, VISA_DECLINED);
    const declined = await pay(app, user.token, transactionId, {
      payment_method_id: declinedCard,
      payment_intent_id: first.json().intent.id,
    });
    expect(declined.statusCode).toBe(402);
    const next = await create();
    expect(next.json()).toMatchObject({ amount: 30_000 });
    expect(next.json().intent.id).not.toBe(first.json().intent.id);
    // Another card for the payment that was declined: the same items, charged once with a new intent.
    const goodCard = await saveCard(app, user.token, transactionId);
    const paid = await pay(app, user.token, transactionId, {
      payment_method_id: goodCard,
      payment_intent_id: first.json().intent.id,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 30_000, payment_method_id: goodCard });
  });

  it('removes a saved method; nobody else can see or remove it', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const methodId = await saveCard(context().app, user.token, transactionId);
    const other = await pricedApplication(context().app, context().database.db);
    const theirList = await call(
      'GET',
      `/api/transaction/${other.transactionId}/payments/methods/`,
      other.user.token,
    );
    expect(theirList.json().payment_methods).toEqual([]);
    const theirDelete = await call(
      'DELETE',
      `/api/transaction/${other.transactionId}/payments/methods/${methodId}/`,
      other.user.token,
    );
    expect(theirDelete.statusCode).toBe(404);
    const badId = await call('DELETE', `/api/transaction/${transactionId}/payments/methods/abc/`, user.token);
    expect(badId.statusCode).toBe(400);
    const removed = await call(
      'DELETE',
      `/api/transaction/${transactionId}/payments/methods/${methodId}/`,
      user.token,
    );
    expect(removed.statusCode).toBe(204);
    const list = await call('GET', `/api/transaction/${transactionId}/payments/methods/`, user.token);
    expect(list.json().payment_methods).toEqual([]);
  });

  it.each([
    ['GET', 'payments/methods/'],
    ['POST', 'payments/intents/setup/'],
    ['POST', 'payments/intents/confirm/'],
    ['POST', 'payments/intents/create/'],
    ['DELETE', 'payments/methods/1/'],
  ] as const)('%s %s needs a login and hides other people’s applications', async (method, path) => {
    const { transactionId } = await pricedApplication(context().app, context().database.db);
    const anonymous = await call(method, `/api/transaction/${transactionId}/${path}`, undefined, {
      intent_id: 'seti_x',
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUp(context().app);
    const hidden = await call(method, `/api/transaction/${transactionId}/${path}`, stranger.token, {
      intent_id: 'seti_x',
    });
    expect(hidden.statusCode).toBe(404);
  });
});
