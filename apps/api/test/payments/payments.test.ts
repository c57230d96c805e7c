import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { paymentIntents, paymentLineItems, payments } from '../../src/db/schema/payments.js';
import { sandboxIntents } from '../../src/db/schema/sandbox-processor.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import {
  PAYMENT_RECEIPT_TOPIC,
  paymentReceiptHandler,
} from '../../src/services/payments/payment-receipt-mail.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay, preparePayment, saveCard, VISA_DECLINED, VISA_NO_FUNDS } from './payment-helpers.js';
import { payableApplication, pricedApplication } from './priced-application.js';

/** Maple Court at the Fees & Deposits step: the primary applicant's application fee and the holding deposit. */
const DUE_FROM_PRIMARY = 5_000 + 25_000;

describeApi('POST /api/transaction/{id}/payment', (context) => {
  const setUp = async () => {
    const { app, database, clock } = context();
    const application = await payableApplication(app, database.db, clock);
    const methodId = await saveCard(app, application.user.token, application.transactionId);
    return { ...application, methodId };
  };
  const paymentsOf = (transactionId: number) =>
    context().database.db.select().from(payments).where(eq(payments.transactionId, transactionId));

  it('charges what the server says is due, whatever amount the body names, and finishes the step', async () => {
    const { user, transactionId, applicantId, methodId } = await setUp();
    const response = await pay(context().app, user.token, transactionId, {
      payment_method_id: methodId,
      amount: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: DUE_FROM_PRIMARY, currency: 'usd' });
    expect(response.json().line_items).toEqual([
      { name: 'Application Fee', category: 10, amount: 5_000, applicant: applicantId },
      { name: 'Holding Deposit', category: 20, amount: 25_000, applicant: applicantId },
    ]);
    const [payment] = await paymentsOf(transactionId);
    const lines = await context()
      .database.db.select()
      .from(paymentLineItems)
      .where(eq(paymentLineItems.paymentId, payment?.id ?? 0));
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(payment?.amountCents);
    const events = await context()
      .database.db.select({ event: transactionEvents.event })
      .from(transactionEvents)
      .where(eq(transactionEvents.leaseTransactionId, transactionId));
    expect(events.map((row) => row.event)).toEqual(
      expect.arrayContaining([TransactionStep.PaymentProcessTriggered, TransactionStep.FeesDeposits]),
    );
    const options = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/payment-options/`,
      headers: withToken(user.token),
    });
    expect(options.json().due_now).toMatchObject({ paid: DUE_FROM_PRIMARY, balance: 0 });
    expect(options.json().transaction_fees).toEqual({ total: DUE_FROM_PRIMARY, allPaid: true });
  });

  it('charges once for one Idempotency-Key and replays the first answer', async () => {
    const { user, transactionId, methodId } = await setUp();
    const first = await pay(
      context().app,
      user.token,
      transactionId,
      { payment_method_id: methodId },
      'double-click-1',
    );
    const second = await pay(
      context().app,
      user.token,
      transactionId,
      { payment_method_id: methodId },
      'double-click-1',
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(transactionId)).toHaveLength(1);
    const charges = await context()
      .database.db.select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.status, 'succeeded'));
    expect(
      charges.filter((intent) => intent.kind === 'payment' && intent.paymentMethod !== null).length,
    ).toBeGreaterThan(0);
    const again = await pay(context().app, user.token, transactionId, { payment_method_id: methodId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is due from you right now.');
  });

  it('refuses the same key with a different body (422)', async () => {
    const { user, transactionId, methodId } = await setUp();
    await pay(context().app, user.token, transactionId, { payment_method_id: methodId }, 'reused-key-1');
    const response = await pay(
      context().app,
      user.token,
      transactionId,
      { payment_method_id: methodId, amount: 99 },
      'reused-key-1',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/already used for a different request/);
  });

  it.each([
    [VISA_DECLINED, 'Your card was declined.'],
    [VISA_NO_FUNDS, 'Your card has insufficient funds. Please use another card.'],
  ])('answers 402 for %s and records nothing as paid', async (number, message) => {
    const { app, database, clock } = context();
    const { user, transactionId } = await payableApplication(app, database.db, clock);
    const methodId = await saveCard(app, user.token, transactionId, number);
    const response = await pay(
      app,
      user.token,
      transactionId,
      { payment_method_id: methodId },
      `declined-${number.slice(-4)}`,
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message, errors: { payment_method_id: [message] } });
    expect(await paymentsOf(transactionId)).toHaveLength(0);
    const replay = await pay(
      app,
      user.token,
      transactionId,
      { payment_method_id: methodId },
      `declined-${number.slice(-4)}`,
    );
    expect(replay.statusCode).toBe(402);
  });

  it("says a decline, and its replay, in the payer's language", async () => {
    const { app, database, clock } = context();
    const { user, transactionId } = await payableApplication(app, database.db, clock);
    const methodId = await saveCard(app, user.token, transactionId, VISA_NO_FUNDS);
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: withToken(user.token),
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refusal = 'Su tarjeta no tiene fondos suficientes. Use otra tarjeta.';
    for (const attempt of ['first', 'replay']) {
      const response = await pay(
        app,
        user.token,
        transactionId,
        { payment_method_id: methodId },
        'declined-es',
      );
      expect(response.statusCode, attempt).toBe(402);
      expect(response.json(), attempt).toEqual({
        error_type: 'ValidationError',
        code: 'card_insufficient_funds',
        message: refusal,
        errors: { payment_method_id: [refusal] },
      });
    }
  });

  it('charges nothing until the applicant has agreed to the payment terms', async () => {
    const { app, database } = context();
    const { user, transactionId } = await pricedApplication(app, database.db);
    const methodId = await saveCard(app, user.token, transactionId);
    const response = await pay(app, user.token, transactionId, { payment_method_id: methodId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please read and agree to the payment terms before you pay.',
      errors: { terms: ['Please read and agree to the payment terms before you pay.'] },
    });
    expect(await paymentsOf(transactionId)).toHaveLength(0);
  });

  it('rejects bad input with clear messages', async () => {
    const { user, transactionId, methodId } = await setUp();
    const noKey = await pay(context().app, user.token, transactionId, { payment_method_id: methodId }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors['idempotency-key'][0]).toMatch(/Idempotency-Key header/);
    const noMethod = await pay(context().app, user.token, transactionId, {});
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors.payment_method_id).toEqual([
      'Choose a saved card or bank account to pay with.',
    ]);
    const noIntent = await pay(context().app, user.token, transactionId, {
      payment_method_id: methodId,
      payment_intent_id: undefined,
    });
    expect(noIntent.statusCode).toBe(400);
    expect(noIntent.json().errors.payment_intent_id).toEqual([
      'Send the payment_intent_id of the payment prepared with POST …/payments/intents/create/.',
    ]);
  });

  it('asks for a login (401) and hides other people’s applications and cards (404)', async () => {
    const { user, transactionId, methodId } = await setUp();
    const anonymous = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/payment`,
      headers: { 'idempotency-key': 'anonymous-1' },
      payload: { payment_method_id: methodId, payment_intent_id: 'pi_sandbox_any' },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUp(context().app);
    const theirs = await pay(context().app, stranger.token, transactionId, { payment_method_id: methodId });
    expect(theirs.statusCode).toBe(404);
    // Somebody with an application of their own still cannot pay with this user's card.
    const other = await payableApplication(context().app, context().database.db, context().clock);
    const borrowed = await pay(context().app, other.user.token, other.transactionId, {
      payment_method_id: methodId,
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe('We could not find that payment method.');
    expect(user.id).not.toBe(other.user.id);
    // Nor can they pay this user's prepared payment, even on their own application and with their own card.
    const prepared = await preparePayment(context().app, user.token, transactionId);
    const otherCard = await saveCard(context().app, other.user.token, other.transactionId);
    const theirIntent = await pay(context().app, other.user.token, other.transactionId, {
      payment_method_id: otherCard,
      payment_intent_id: prepared.json().intent.id,
    });
    expect(theirIntent.statusCode).toBe(404);
    expect(theirIntent.json().message).toBe('We could not find that payment intent.');
  });

  it('charges only the payment prepared for what is due now, which the payer saw', async () => {
    const { user, transactionId, applicantId, methodId } = await setUp();
    const prepared = await preparePayment(context().app, user.token, transactionId);
    expect(prepared.json()).toMatchObject({ amount: DUE_FROM_PRIMARY });
    const intentId: string = prepared.json().intent.id;
    // Prepared when only the application fee was due: what is due now is more, so nothing is charged.
    await context()
      .database.db.update(paymentIntents)
      .set({
        amountCents: 5_000,
        lineItems: [{ name: 'Application Fee', category: 10, amount: 5_000, applicantId, inviteeId: null }],
      })
      .where(eq(paymentIntents.processorReference, intentId));
    const stale = await pay(context().app, user.token, transactionId, {
      payment_method_id: methodId,
      payment_intent_id: intentId,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.payment_intent_id).toEqual([
      'What you owe has changed since this payment was prepared. Please check the new amount and pay again.',
    ]);
    expect(await paymentsOf(transactionId)).toHaveLength(0);

    const fresh = await preparePayment(context().app, user.token, transactionId);
    expect(fresh.json().intent.id).not.toBe(intentId);
    const paid = await pay(context().app, user.token, transactionId, {
      payment_method_id: methodId,
      payment_intent_id: fresh.json().intent.id,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: DUE_FROM_PRIMARY });
    // Paid: the same payment under a new key charges nothing, and there is nothing left to prepare.
    const again = await pay(context().app, user.token, transactionId, {
      payment_method_id: methodId,
      payment_intent_id: fresh.json().intent.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is due from you right now.');
    expect((await preparePayment(context().app, user.token, transactionId)).statusCode).toBe(409);
    expect(await paymentsOf(transactionId)).toHaveLength(1);
  });

  it('e-mails a receipt through the outbox', async () => {
    const { user, transactionId, methodId } = await setUp();
    await pay(context().app, user.token, transactionId, { payment_method_id: methodId });
    const { db } = context().database;
    const mailer = createSandboxMailer({ db, clock: context().clock });
    const handlers = { [PAYMENT_RECEIPT_TOPIC]: paymentReceiptHandler({ db, mailer }) };
    expect(await processOutbox({ db, clock: context().clock }, handlers)).toBeGreaterThanOrEqual(1);
    const [receipt] = await db.select().from(mailMessages).where(eq(mailMessages.recipient, user.email));
    expect(receipt?.subject).toBe('Your payment receipt from Maple Court Apartments');
    expect(receipt?.text).toContain('Total paid: $300.00');
    expect(receipt?.text).toContain('Visa ending in 4242');
    expect(receipt?.text).not.toContain('4242 4242');
    expect(await processOutbox({ db, clock: context().clock }, handlers)).toBe(0);
  });
});
