import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { paymentIntents, paymentReturns, payments } from '../../src/db/schema/payments.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import { PAYMENT_RETURNED_TOPIC } from '../../src/providers/payments/sandbox-bank-settlement.js';
import {
  PAYMENT_RECEIPT_TOPIC,
  paymentReceiptHandler,
} from '../../src/services/payments/payment-receipt-mail.js';
import {
  PAYMENT_RETURN_MAIL_TOPIC,
  paymentReturnMailHandler,
} from '../../src/services/payments/payment-return-mail.js';
import {
  paymentReturnedHandler,
  recordPaymentReturn,
} from '../../src/services/payments/record-payment-return.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { pay, RETURNING_ACCOUNT, saveCard, saveVerifiedBankAccount } from './payment-helpers.js';
import { payableApplication } from './priced-application.js';

/** The primary applicant's application fee and holding deposit at Maple Court. */
const DUE_FROM_PRIMARY = 30_000;

describeApi('returned bank payments and the outstanding balance', (context) => {
  const workers = () => {
    const { db } = context().database;
    const clock = context().clock;
    const mailer = createSandboxMailer({ db, clock });
    const handlers = {
      [PAYMENT_RECEIPT_TOPIC]: paymentReceiptHandler({ db, mailer }),
      [PAYMENT_RETURNED_TOPIC]: paymentReturnedHandler({ db, clock }),
      [PAYMENT_RETURN_MAIL_TOPIC]: paymentReturnMailHandler({ db, mailer }),
    };
    return () => processOutbox({ db, clock }, handlers);
  };
  const settleNow = () => context().app.inject({ method: 'POST', url: '/api/dev/sandbox/payments/settle/' });
  const balanceOf = (transactionId: number, token: string) =>
    context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/outstanding-balance/`,
      headers: withToken(token),
    });
  const holdEvents = (transactionId: number) =>
    context()
      .database.db.select()
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, transactionId),
          eq(transactionEvents.event, TransactionStep.OutstandingBalance),
        ),
      );

  /** Pays the fees with the returning test account; then the sandbox bank settles and returns the debit. */
  const returnedPayment = async () => {
    const { app, database, clock } = context();
    const application = await payableApplication(app, database.db, clock);
    const { user, transactionId } = application;
    const bankId = await saveVerifiedBankAccount(app, user.token, transactionId, RETURNING_ACCOUNT);
    const paid = await pay(app, user.token, transactionId, { payment_method_id: bankId });
    expect(paid.statusCode, paid.body).toBe(201);
    const runOutbox = workers();
    await runOutbox();
    expect((await balanceOf(transactionId, user.token)).json()).toMatchObject({ amount: 0, on_hold: false });
    const settled = await settleNow();
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().returned).toBeGreaterThanOrEqual(1);
    await runOutbox();
    return { ...application, bankId, paymentId: paid.json().id as number, runOutbox };
  };

  it('accepts the debit, then records its return once: returned, reversed, on hold at step 200, e-mailed', async () => {
    const { user, transactionId, applicantId, bankId, paymentId, runOutbox } = await returnedPayment();
    const { db } = context().database;
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('returned');
    // Delivered again (a redelivered event, the settle run twice): nothing more is recorded.
    const again = await recordPaymentReturn(
      { db, clock: context().clock },
      { processor: 'sandbox', intentReference: await intentOf(paymentId), returnCode: 'R01' },
    );
    expect(again).toBe('already_recorded');
    expect((await settleNow()).json().returned).toBe(0);
    await runOutbox();
    const reversals = await db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, paymentId));
    expect(reversals).toMatchObject([
      { amountCents: DUE_FROM_PRIMARY, returnCode: 'R01', repaidByPaymentId: null },
    ]);
    expect(await holdEvents(transactionId)).toMatchObject([{ applicantId: null }]);

    const balance = await balanceOf(transactionId, user.token);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({
      amount: DUE_FROM_PRIMARY,
      on_hold: true,
      line_items: [
        { name: 'Application Fee', category: 10, amount: 5_000 },
        { name: 'Holding Deposit', category: 20, amount: 25_000 },
      ],
      returned_payments: [
        {
          id: paymentId,
          amount: DUE_FROM_PRIMARY,
          return_code: 'R01',
          method: {
            kind: 'bank',
            last4: '3335',
            label: 'Sandbox Bank account ending in 3335',
            id: expect.any(Number),
          },
        },
      ],
    });
    expect(balance.body).not.toContain(RETURNING_ACCOUNT);
    const applicant = await context().app.inject({
      method: 'GET',
      url: `/api/applicant/${applicantId}/`,
      headers: withToken(user.token),
    });
    expect(applicant.json().failed_payment).toEqual({
      payment_id: paymentId,
      payment_method_id: bankId,
      amount: DUE_FROM_PRIMARY,
      failed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const options = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/payment-options/`,
      headers: withToken(user.token),
    });
    expect(options.json().transaction_fees.allPaid).toBe(false);

    const mails = await db.select().from(mailMessages).where(eq(mailMessages.recipient, user.email));
    const notices = mails.filter((mail) => mail.subject.includes('was returned by your bank'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Your payment to Maple Court Apartments was returned by your bank');
    expect(notices[0]?.text).toContain('Your bank returned your payment of $300.00');
    expect(notices[0]?.text).toContain('the bank account ending in 3335');
    expect(notices[0]?.text).toContain('insufficient funds (R01)');
    expect(notices[0]?.text).not.toContain(RETURNING_ACCOUNT);
  });

  it('lets the payer pay the balance by card, which clears it and lifts the hold', async () => {
    const { user, transactionId, applicantId, bankId, runOutbox } = await returnedPayment();
    const { app, database } = context();
    const sameAccount = await pay(app, user.token, transactionId, { payment_method_id: bankId });
    expect(sameAccount.statusCode).toBe(400);
    expect(sameAccount.json().message).toBe(
      'Your bank returned a payment from this account. Please pay the balance with a card or another bank account.',
    );
    const cardId = await saveCard(app, user.token, transactionId);
    const repaid = await pay(app, user.token, transactionId, { payment_method_id: cardId, amount: 1 });
    expect(repaid.statusCode, repaid.body).toBe(201);
    expect(repaid.json().amount).toBe(DUE_FROM_PRIMARY);
    await runOutbox();
    expect((await balanceOf(transactionId, user.token)).json()).toEqual({
      amount: 0,
      line_items: [],
      returned_payments: [],
      on_hold: false,
    });
    expect(await holdEvents(transactionId)).toEqual([]);
    const applicant = await app.inject({
      method: 'GET',
      url: `/api/applicant/${applicantId}/`,
      headers: withToken(user.token),
    });
    expect(applicant.json().failed_payment).toBeNull();
    // The steps finished before the return are kept: the applicant is back where they were.
    const events = await database.db
      .select({ event: transactionEvents.event })
      .from(transactionEvents)
      .where(eq(transactionEvents.leaseTransactionId, transactionId));
    expect(events.map((row) => row.event)).toContain(TransactionStep.FeesDeposits);
    const [reversal] = await database.db
      .select()
      .from(paymentReturns)
      .where(eq(paymentReturns.transactionId, transactionId));
    expect(reversal?.repaidByPaymentId).toBe(repaid.json().id);
    const again = await pay(app, user.token, transactionId, { payment_method_id: cardId });
    expect(again.statusCode).toBe(409);
  });

  it('shows and lets pay the balance to nobody else (404), and asks for a login (401)', async () => {
    const { transactionId } = await returnedPayment();
    const stranger = await signUp(context().app);
    expect((await balanceOf(transactionId, stranger.token)).statusCode).toBe(404);
    const strangerPays = await pay(context().app, stranger.token, transactionId, { payment_method_id: 1 });
    expect(strangerPays.statusCode).toBe(404);
    const anonymous = await context().app.inject({
      method: 'GET',
      url: `/api/transaction/${transactionId}/outstanding-balance/`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await context().app.inject({
      method: 'GET',
      url: '/api/transaction/abc/outstanding-balance/',
      headers: withToken(stranger.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('settles an ordinary bank debit without a return', async () => {
    const { app, database, clock } = context();
    const { user, transactionId } = await payableApplication(app, database.db, clock);
    const bankId = await saveVerifiedBankAccount(app, user.token, transactionId, '000123456789');
    expect((await pay(app, user.token, transactionId, { payment_method_id: bankId })).statusCode).toBe(201);
    const settled = await settleNow();
    expect(settled.json()).toMatchObject({ returned: 0 });
    expect(settled.json().settled).toBeGreaterThanOrEqual(1);
    expect(await holdEvents(transactionId)).toEqual([]);
  });

  const intentOf = async (paymentId: number) => {
    const [row] = await context()
      .database.db.select({ reference: paymentIntents.processorReference })
      .from(paymentIntents)
      .innerJoin(payments, eq(payments.paymentIntentId, paymentIntents.id))
      .where(eq(payments.id, paymentId));
    return row?.reference ?? '';
  };
});
