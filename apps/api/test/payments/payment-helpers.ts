import type { FastifyInstance } from 'fastify';
import { withToken } from '../factories/users.js';

export const VISA_OK = '4242 4242 4242 4242';
export const VISA_DECLINED = '4000 0000 0000 0002';
export const VISA_NO_FUNDS = '4000 0000 0000 9995';

/** Saves a card the way the browser does: setup intent, the sandbox card frame's post, confirmation. */
export async function saveCard(
  app: FastifyInstance,
  token: string,
  transactionId: number,
  number = VISA_OK,
): Promise<number> {
  const setup = await app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payments/intents/setup/`,
    headers: withToken(token),
  });
  if (setup.statusCode !== 201) throw new Error(`setup failed: ${setup.body}`);
  const intent = setup.json().intent;
  const card = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payments/cards/',
    payload: {
      intent_id: intent.id,
      client_secret: intent.client_secret,
      number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    },
  });
  if (card.statusCode !== 200) throw new Error(`card failed: ${card.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payments/intents/confirm/`,
    headers: withToken(token),
    payload: { intent_id: intent.id },
  });
  if (confirmed.statusCode !== 201) throw new Error(`confirm failed: ${confirmed.body}`);
  return confirmed.json().id;
}

/** The payment each attempt pays, as the browser keeps it: a retry under the same key sends the same body. */
const attemptIntents = new Map<string, string>();

/** Asks for the payment of what is due (POST …/intents/create/), as the pay form does when it shows. */
export function preparePayment(app: FastifyInstance, token: string, transactionId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payments/intents/create/`,
    headers: withToken(token),
  });
}

/**
 * Pays the way the browser does: the attempt's prepared payment (made on its first try; the answer of
 * `intents/create/` if it could not be made), unless the payload names one itself.
 */
export async function pay(
  app: FastifyInstance,
  token: string,
  transactionId: number,
  payload: object,
  idempotencyKey: string | null = `key-${Math.random().toString(36).slice(2)}`,
) {
  let body = payload;
  if (!('payment_intent_id' in payload)) {
    const attempt = `${token}:${transactionId}:${idempotencyKey}`;
    let intentId = attemptIntents.get(attempt);
    if (!intentId) {
      const prepared = await preparePayment(app, token, transactionId);
      if (prepared.statusCode !== 201) return prepared;
      intentId = prepared.json().intent.id as string;
      if (idempotencyKey !== null) attemptIntents.set(attempt, intentId);
    }
    body = { ...payload, payment_intent_id: intentId };
  }
  return app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payment`,
    headers: {
      ...withToken(token),
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
}

/** The sandbox's test bank account whose debits are accepted, then returned (R01) when the bank settles. */
export const RETURNING_ACCOUNT = '000333333335';

/** Adds a bank account and confirms its two micro-deposits, as the payment methods page does. */
export async function saveVerifiedBankAccount(
  app: FastifyInstance,
  token: string,
  transactionId: number,
  accountNumber: string,
): Promise<number> {
  const added = await app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payments/bank-accounts/`,
    headers: withToken(token),
    payload: { owner_name: 'Avery Quinn', routing_number: '110000000', account_number: accountNumber },
  });
  if (added.statusCode !== 201) throw new Error(`adding the account failed: ${added.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payments/methods/${added.json().id}/verify/`,
    headers: withToken(token),
    payload: { amounts: [32, 45] },
  });
  if (verified.statusCode !== 200) throw new Error(`verifying the account failed: ${verified.body}`);
  return added.json().id;
}
