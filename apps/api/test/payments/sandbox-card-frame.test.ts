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
  const postCard = (card: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    context().app.inject({
      method: 'POST',
      url: '/api/sandbox/payments/cards/',
      payload: card,
      remoteAddress,
    });
  const goodCard = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

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

  it('slows down an address after 20 refused cards, while accepted cards never count', async () => {
    const guesser = '203.0.113.7';
    const refused = () =>
      postCard({ intent_id: 'seti_x', client_secret: 'x', ...goodCard, number: '4242424242424241' }, guesser);
    for (let attempt = 1; attempt < 20; attempt += 1) expect((await refused()).statusCode).toBe(400);
    const intent = await newSetup();
    const accepted = await postCard(
      { intent_id: intent.id, client_secret: intent.client_secret, ...goodCard },
      guesser,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await refused()).statusCode).toBe(400);
    const limited = await refused();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many cards were tried. Please wait 10 minutes and try again.');
    const other = await postCard({ intent_id: 'seti_x', client_secret: 'x', ...goodCard }, '203.0.113.8');
    expect(other.statusCode).toBe(400);
  });
});
