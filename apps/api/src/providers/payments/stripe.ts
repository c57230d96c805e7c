import Stripe from 'stripe';
import {
  declineMessage,
  PaymentDeclinedError,
  type PaymentProcessor,
  type ProcessorIntent,
  type ProcessorPaymentMethod,
} from './payment-processor.js';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  /** Lets tests answer in place of api.stripe.com. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your bank asked to confirm this payment, which we cannot do for a saved card. Please use another card.';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function describeMethod(method: Stripe.PaymentMethod | string | null): ProcessorPaymentMethod | null {
  if (!method || typeof method === 'string') return null;
  if (method.card) {
    return {
      reference: method.id,
      kind: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }
  if (method.us_bank_account) {
    return {
      reference: method.id,
      kind: 'bank',
      brand: method.us_bank_account.bank_name ?? 'Bank account',
      last4: method.us_bank_account.last4 ?? '',
      expMonth: null,
      expYear: null,
    };
  }
  return null;
}

function mapStatus(status: string): ProcessorIntent['status'] {
  if (status === 'succeeded' || status === 'processing' || status === 'canceled') return status;
  if (status === 'requires_payment_method') return status;
  return 'requires_confirmation';
}

export function describeIntent(intent: Stripe.SetupIntent | Stripe.PaymentIntent): ProcessorIntent {
  const isPayment = intent.object === 'payment_intent';
  return {
    reference: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: mapStatus(intent.status),
    amountCents: isPayment ? intent.amount : null,
    paymentMethod: describeMethod(intent.payment_method),
    chargeReference: isPayment && intent.status === 'succeeded' ? idOf(intent.latest_charge) : null,
  };
}

/** A card error's decline in the payer's words; anything else is not a decline and is rethrown. */
function asDecline(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeCardError)) return error;
  const code = error.decline_code ?? error.code ?? 'card_declined';
  if (code === 'insufficient_funds') {
    return new PaymentDeclinedError(code, declineMessage(code, 'card'));
  }
  if (error.code === 'authentication_required') {
    return new PaymentDeclinedError(error.code, AUTHENTICATION_REQUIRED_MESSAGE);
  }
  return new PaymentDeclinedError(code, error.message || 'Your card was declined.');
}

/** Stripe through its official SDK: Stripe.js and Elements in the browser, PaymentIntents on the server. */
export function createStripeProcessor(keys: StripeKeys): PaymentProcessor {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    ...(keys.httpClient ? { httpClient: keys.httpClient } : {}),
  });
  const retrieve = async (reference: string) =>
    reference.startsWith('seti_')
      ? describeIntent(await stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] }))
      : describeIntent(await stripe.paymentIntents.retrieve(reference, { expand: ['payment_method'] }));

  return {
    name: 'stripe',
    browser: { publishableKey: keys.publishableKey, cardFrameUrl: null },

    async createCustomer({ email, name, userId }) {
      const customer = await stripe.customers.create({
        email,
        name,
        metadata: { portal_user_id: String(userId) },
      });
      return customer.id;
    },
    async createSetupIntent(customer) {
      return describeIntent(
        await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
        }),
      );
    },
    async createPaymentIntent({ customer, amountCents, description, metadata }) {
      return describeIntent(
        await stripe.paymentIntents.create({
          customer,
          amount: amountCents,
          currency: 'usd',
          description,
          metadata,
          allowed_payment_method_types: ['card'],
        }),
      );
    },
    retrieveIntent: retrieve,
    async confirmPaymentIntent({ reference, paymentMethod, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.confirm(
          reference,
          { payment_method: paymentMethod, off_session: true, expand: ['payment_method'] },
          { idempotencyKey },
        );
        if (intent.status === 'requires_action') {
          throw new PaymentDeclinedError('authentication_required', AUTHENTICATION_REQUIRED_MESSAGE);
        }
        return describeIntent(intent);
      } catch (error) {
        throw asDecline(error);
      }
    },
    async refundCharge({ chargeReference, amountCents, idempotencyKey, reason }) {
      const refund = await stripe.refunds.create(
        { charge: chargeReference, amount: amountCents, metadata: { portal_reason: reason } },
        { idempotencyKey },
      );
      return { reference: refund.id };
    },
    async detachPaymentMethod(reference) {
      await stripe.paymentMethods.detach(reference);
    },
    // Account numbers must not pass through our server: with Stripe they belong in Stripe.js (not built yet).
    bankAccounts: null,
  };
}

/** Checks a webhook's Stripe-Signature against the raw body; throws when it was not signed by Stripe. */
export function verifyStripeWebhook(rawBody: Buffer | string, signature: string, webhookSecret: string) {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
