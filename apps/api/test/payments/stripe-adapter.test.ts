import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError } from '../../src/providers/payments/payment-processor.js';
import { fakeStripe, paymentIntent } from './fake-stripe.js';

describe('Stripe adapter (mapped through a fake HTTP client; Stripe itself is not reachable from here)', () => {
  it('creates a card payment intent in cents for the customer', async () => {
    const { processor, seen } = fakeStripe(() => ({ body: paymentIntent({}) }));
    const intent = await processor.createPaymentIntent({
      customer: 'cus_1',
      amountCents: 30_000,
      description: 'Application 1',
      metadata: { transaction_id: '1' },
    });
    expect(intent).toEqual({
      reference: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      status: 'requires_confirmation',
      amountCents: 30_000,
      paymentMethod: null,
      chargeReference: null,
    });
    const body = new URLSearchParams(seen[0]?.body);
    expect(seen[0]?.url).toMatch(/\/v1\/payment_intents$/);
    expect(body.get('amount')).toBe('30000');
    expect(body.get('currency')).toBe('usd');
    expect(body.get('customer')).toBe('cus_1');
    expect(body.get('metadata[transaction_id]')).toBe('1');
  });

  it('confirms with our idempotency key and maps the charge and card', async () => {
    const { processor, seen } = fakeStripe(() => ({
      body: paymentIntent({
        status: 'succeeded',
        latest_charge: 'ch_9',
        payment_method: {
          id: 'pm_1',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      }),
    }));
    const intent = await processor.confirmPaymentIntent({
      reference: 'pi_123',
      paymentMethod: 'pm_1',
      idempotencyKey: 'portal-payment-intent-7',
    });
    expect(intent.status).toBe('succeeded');
    expect(intent.chargeReference).toBe('ch_9');
    expect(intent.paymentMethod).toEqual({
      reference: 'pm_1',
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(seen[0]?.url).toMatch(/\/v1\/payment_intents\/pi_123\/confirm$/);
    expect(seen[0]?.headers.get('idempotency-key')).toBe('portal-payment-intent-7');
  });

  it.each([
    [
      'card_declined',
      'generic_decline',
      'Your card was declined.',
      'generic_decline',
      'Your card was declined.',
    ],
    [
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
      'insufficient_funds',
      'Your card has insufficient funds. Please use another card.',
    ],
  ])(
    'turns a %s (%s) into a decline the payer can read',
    async (code, declineCode, stripeMessage, ourCode, ourMessage) => {
      const { processor } = fakeStripe(() => ({
        status: 402,
        body: { error: { type: 'card_error', code, decline_code: declineCode, message: stripeMessage } },
      }));
      const failure = await processor
        .confirmPaymentIntent({ reference: 'pi_123', paymentMethod: 'pm_1', idempotencyKey: 'k' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentDeclinedError);
      expect(failure).toMatchObject({ code: ourCode, message: ourMessage });
    },
  );

  it('retrieves setup intents with their card for saving', async () => {
    const { processor, seen } = fakeStripe(() => ({
      body: {
        id: 'seti_1',
        object: 'setup_intent',
        client_secret: 'seti_1_secret',
        status: 'succeeded',
        payment_method: {
          id: 'pm_2',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 },
        },
      },
    }));
    const intent = await processor.retrieveIntent('seti_1');
    expect(seen[0]?.url).toMatch(/\/v1\/setup_intents\/seti_1\?expand\[0\]=payment_method$/);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountCents: null,
      paymentMethod: { last4: '4444' },
    });
  });
});
