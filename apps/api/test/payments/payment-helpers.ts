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

export function pay(
  app: FastifyInstance,
  token: string,
  transactionId: number,
  payload: object,
  idempotencyKey: string | null = `key-${Math.random().toString(36).slice(2)}`,
) {
  return app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/payment`,
    headers: {
      ...withToken(token),
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload,
  });
}
