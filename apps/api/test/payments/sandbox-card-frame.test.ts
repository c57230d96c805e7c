import { expect, it } from 'vitest';
import { withToken } from '../factories/users.js';
import { expectProviderPage } from '../support/provider-page.js';
import { describeApi } from '../support/test-app.js';
import { pricedApplication } from './priced-application.js';

describeApi('sandbox card frame', (context) => {
  const newSetup = async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const setup = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/payments/intents/setup/`,
      headers: withToken(user.token),
    });
    return setup.json().intent as { id: string; client_secret: string };
  };
  const postCard = (card: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url: '/api/sandbox/payments/cards/', payload: card });

  it('serves a self-contained card form that only our own pages may frame', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/sandbox/payments/card-frame?intent=seti_x',
    });
    expectProviderPage(response);
    expect(response.body).toContain('<label>Card number');
    expect(response.body).toContain('aria-describedby="number-error"');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
    [{ number: '4242' }, 'number', 'Your card number is incomplete.'],
    [{ exp_year: 2020 }, 'exp_year', "Your card's expiration year is in the past."],
    [{ exp_month: 13 }, 'exp_month', "Your card's expiration month is invalid."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
  ])('checks the card: %o', async (change, field, message) => {
    const intent = await newSetup();
    const response = await postCard({
      intent_id: intent.id,
      client_secret: intent.client_secret,
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses a card for an intent whose secret it was not given', async () => {
    const intent = await newSetup();
    const response = await postCard({
      intent_id: intent.id,
      client_secret: 'seti_guess_secret',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This card form has expired. Please close it and start again.');
  });
});
