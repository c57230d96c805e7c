import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect, it } from 'vitest';
import { paymentReturns, payments } from '../../src/db/schema/payments.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { fakeStripe, paymentIntent } from './fake-stripe.js';
import { pricedApplication } from './priced-application.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');

const event = (id: string, intent = 'pi_unknown') =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intent, object: 'payment_intent', status: 'succeeded' } },
  });

/** Stripe as the fake HTTP client plays it: the intent it creates has been paid by the time it is read back. */
const stripeAnswers = fakeStripe((request) => {
  if (request.url.endsWith('/v1/customers')) return { body: { id: 'cus_1', object: 'customer' } };
  if (request.method === 'POST') return { body: paymentIntent({ id: 'pi_paid' }) };
  return { body: paymentIntent({ id: 'pi_paid', status: 'succeeded', latest_charge: 'ch_paid' }) };
});

const chargeFailed = {
  id: 'ch_paid',
  object: 'charge',
  payment_intent: 'pi_paid',
  failure_code: 'insufficient_funds',
};
const intentFailed = {
  id: 'pi_paid',
  object: 'payment_intent',
  status: 'requires_payment_method',
  last_payment_error: { code: 'insufficient_funds' },
};

describeApi(
  'Stripe webhook',
  (context) => {
    const deliver = (payload: string, signature: string) =>
      context().app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const signed = (payload: string, secret = WEBHOOK_SECRET) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('accepts an event signed with our secret, once per event id', async () => {
      const payload = event('evt_1');
      const first = await deliver(payload, signed(payload));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const again = await deliver(payload, signed(payload));
      expect(again.json()).toEqual({ received: true, duplicate: true });
    });

    it('refuses a forged or altered event', async () => {
      const payload = event('evt_2');
      const forged = await deliver(payload, signed(payload, 'whsec_someone_else'));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('The Stripe-Signature header does not match this request.');
      const altered = await deliver(event('evt_3'), signed(payload));
      expect(altered.statusCode).toBe(400);
      const unsigned = await deliver(payload, '');
      expect(unsigned.statusCode).toBe(400);
    });

    it('records a payment Stripe reports as succeeded, and its later failure as a return, once however often it is told', async () => {
      const { app, database } = context();
      const { user, transactionId } = await pricedApplication(app, database.db);
      const created = await app.inject({
        method: 'POST',
        url: `/api/transaction/${transactionId}/payments/intents/create/`,
        headers: withToken(user.token),
      });
      expect(created.json().intent.id).toBe('pi_paid');
      for (const id of ['evt_paid_1', 'evt_paid_1', 'evt_paid_2']) {
        const payload = event(id, 'pi_paid');
        expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
      }
      const recorded = await database.db
        .select()
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      expect(recorded).toMatchObject([
        { processor: 'stripe', processorReference: 'ch_paid', amountCents: 30_000 },
      ]);

      // Days later the bank debit fails: Stripe says so with charge.failed and payment_intent.payment_failed.
      const failures = [
        { id: 'evt_fail_1', type: 'charge.failed', object: chargeFailed },
        { id: 'evt_fail_1', type: 'charge.failed', object: chargeFailed },
        { id: 'evt_fail_2', type: 'payment_intent.payment_failed', object: intentFailed },
      ];
      for (const failure of failures) {
        const payload = JSON.stringify({ ...failure, object: 'event', data: { object: failure.object } });
        expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
      }
      const [returned] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      expect(returned?.status).toBe('returned');
      const reversals = await database.db
        .select()
        .from(paymentReturns)
        .where(eq(paymentReturns.transactionId, transactionId));
      expect(reversals).toMatchObject([{ amountCents: 30_000, returnCode: 'R01' }]);
      const balance = await app.inject({
        method: 'GET',
        url: `/api/transaction/${transactionId}/outstanding-balance/`,
        headers: withToken(user.token),
      });
      expect(balance.json()).toMatchObject({ amount: 30_000, on_hold: true });
    });
  },
  { stripe: { ...stripeAnswers.keys, webhookSecret: WEBHOOK_SECRET } },
);
