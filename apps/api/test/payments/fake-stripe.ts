import Stripe from 'stripe';
import type { PaymentProcessor } from '../../src/providers/payments/payment-processor.js';
import { createStripeProcessor, type StripeKeys } from '../../src/providers/payments/stripe.js';

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  headers: Headers;
}

/** Answers in place of api.stripe.com (unreachable here) through the SDK's own pluggable HTTP client. */
export function fakeStripe(answer: (request: SeenRequest) => { status?: number; body: object }): {
  keys: StripeKeys;
  processor: PaymentProcessor;
  seen: SeenRequest[];
} {
  const seen: SeenRequest[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: String(init?.body ?? ''),
      headers: new Headers(init?.headers),
    };
    seen.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const keys: StripeKeys = {
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  };
  return { keys, processor: createStripeProcessor(keys), seen };
}

export const paymentIntent = (overrides: object) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 30_000,
  currency: 'usd',
  client_secret: 'pi_123_secret_abc',
  status: 'requires_confirmation',
  payment_method: null,
  latest_charge: null,
  ...overrides,
});
