// An applicant who reaches the Fees & Deposits step with a saved sandbox card, through the HTTP API as the
// screens drive it, so a bench can pay (and pay again with the same Idempotency-Key) at a moment it chooses.
import { callApi as call } from './harness.mjs';

const PAGES_BEFORE_FEES = [
  'address',
  'military-status',
  'lease-terms',
  'rental-profile',
  'income-employment',
];

/** A new Maple Court applicant on `unitId`, every page before Fees & Deposits finished, a card saved. */
export async function newPayer(baseUrl, unitId, label) {
  const { token } = await call(baseUrl, 'POST', '/api/communities/maple-court/register/', null, {
    first_name: 'Bench',
    middle_name: null,
    last_name: 'Payer',
    suffix: null,
    email: `bench.payer.${label}.${Date.now()}@example.com`,
    phone_number: '512-555-0187',
    date_of_birth: '1990-01-01',
    sms_opt_in: false,
    password: 'Bench-Payments-2026',
  });
  const { id } = await call(baseUrl, 'POST', '/api/transactions/', token, { unit_id: unitId });
  const { applicant, unit } = await call(baseUrl, 'GET', `/api/transactions/${id}/`, token);
  await call(baseUrl, 'PUT', `/api/applicant/${applicant.id}/`, token, {
    address_street: '500 Congress Ave',
    address_line_2: null,
    address_city: 'Austin',
    address_state: 'TX',
    address_postal_code: '78701',
  });
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await call(baseUrl, 'PATCH', `/api/transactions/${id}/`, token, {
    move_in_date: unit.available_date > inAMonth ? unit.available_date : inAMonth,
    lease_term: 12,
  });
  await call(baseUrl, 'POST', `/api/transaction/${id}/financial-sources/`, token, {
    report_no_income_assets: 'True',
  });
  for (const page of PAGES_BEFORE_FEES) {
    const data = page === 'military-status' ? { military_status: 'none' } : undefined;
    await call(baseUrl, 'POST', `/api/page-complete/${id}/`, token, { page, data });
  }
  await call(baseUrl, 'POST', `/api/transaction/${id}/terms-accepted/`, token, {
    type: 'payments',
    context: { time: new Date().toISOString() },
  });
  const { intent } = await call(baseUrl, 'POST', `/api/transaction/${id}/payments/intents/setup/`, token);
  await call(baseUrl, 'POST', '/api/sandbox/payments/cards/', null, {
    intent_id: intent.id,
    client_secret: intent.client_secret,
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  const method = await call(baseUrl, 'POST', `/api/transaction/${id}/payments/intents/confirm/`, token, {
    intent_id: intent.id,
  });
  const prepared = await call(baseUrl, 'POST', `/api/transaction/${id}/payments/intents/create/`, token);
  return {
    token,
    transactionId: id,
    methodId: method.id,
    intentId: prepared.intent.id,
    idempotencyKey: `bench-${label}-${Date.now()}`,
  };
}

/**
 * Pays what the payer owes, as a client that lost its answer does: the same Idempotency-Key again until a
 * final answer (201 paid, or 402 declined) or `giveUpAfterMs`. A key whose request died with its instance
 * answers 409 until the payment reconciler settles the charge (within about two minutes); then it replays.
 * Returns the final status, every status seen on the way and how long the answer took.
 */
export async function payUntilAnswered(baseUrl, payer, { giveUpAfterMs = 180_000, pauseMs = 1_000 } = {}) {
  const seen = [];
  const started = performance.now();
  while (performance.now() - started < giveUpAfterMs) {
    try {
      const res = await fetch(`${baseUrl}/api/transaction/${payer.transactionId}/payment`, {
        method: 'POST',
        headers: {
          authorization: `Token ${payer.token}`,
          'content-type': 'application/json',
          'idempotency-key': payer.idempotencyKey,
        },
        body: JSON.stringify({ payment_method_id: payer.methodId, payment_intent_id: payer.intentId }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      seen.push(res.status);
      if (res.status === 201 || res.status === 402) {
        return { status: res.status, seen, seconds: (performance.now() - started) / 1000 };
      }
    } catch (error) {
      seen.push(error instanceof Error ? error.name : 'error');
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { status: undefined, seen, seconds: (performance.now() - started) / 1000 };
}
