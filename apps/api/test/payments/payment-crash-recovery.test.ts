import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { payments } from '../../src/db/schema/payments.js';
import { sandboxIntents } from '../../src/db/schema/sandbox-processor.js';
import type { PaymentProcessor } from '../../src/providers/payments/payment-processor.js';
import { createSandboxProcessor } from '../../src/providers/payments/sandbox.js';
import { PAYMENT_RECEIPT_TOPIC } from '../../src/services/payments/payment-receipt-mail.js';
import { reconcilePayments } from '../../src/services/payments/reconcile-payments.js';
import { describeApi } from '../support/test-app.js';
import { pay, saveCard } from './payment-helpers.js';
import { payableApplication } from './priced-application.js';

/**
 * The process "dies" right after the processor charged: the wrapper lets the sandbox charge, then throws
 * instead of answering, so nothing after the charge runs. A reconciliation run (what the next start does)
 * must then find the charge at the processor and record it exactly once.
 */
let crashAfterCharge = false;
const wrapped = (inner: PaymentProcessor): PaymentProcessor => ({
  ...inner,
  async confirmPaymentIntent(details) {
    const charged = await inner.confirmPaymentIntent(details);
    if (crashAfterCharge) throw new Error('simulated crash between charge and record');
    return charged;
  },
});

let sandbox: PaymentProcessor | undefined;
const lazySandbox: PaymentProcessor = new Proxy({} as PaymentProcessor, {
  get: (_target, property) => (sandbox as unknown as Record<string | symbol, unknown>)[property],
});

describeApi(
  'payment crash recovery',
  (context) => {
    it('records a charge made before a crash exactly once, and replays it for the same key', async () => {
      const { app, database, clock } = context();
      sandbox = wrapped(createSandboxProcessor({ db: database.db, clock }));
      const { user, transactionId } = await payableApplication(app, database.db, clock);
      const methodId = await saveCard(app, user.token, transactionId);

      crashAfterCharge = true;
      const lost = await pay(app, user.token, transactionId, { payment_method_id: methodId }, 'crash-key-1');
      crashAfterCharge = false;
      expect(lost.statusCode).toBe(500);
      expect(lost.json().message).toMatch(/don't pay again/);
      const charged = await database.db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.status, 'succeeded'));
      expect(charged.filter((intent) => intent.kind === 'payment')).toHaveLength(1);
      expect(
        await database.db.select().from(payments).where(eq(payments.transactionId, transactionId)),
      ).toHaveLength(0);

      // The retry of the lost request waits for reconciliation rather than charging again.
      const retry = await pay(app, user.token, transactionId, { payment_method_id: methodId }, 'crash-key-1');
      expect(retry.statusCode).toBe(409);

      // "Restart": reconciliation with a fresh processor over the same books, twice, as two instances might.
      const restarted = {
        db: database.db,
        clock,
        payments: createSandboxProcessor({ db: database.db, clock }),
      };
      const later = new Date(clock.now().getTime() + 1000);
      expect(await reconcilePayments(restarted, later)).toMatchObject({ recorded: 1 });
      expect(await reconcilePayments(restarted, later)).toMatchObject({ recorded: 0 });

      const recorded = await database.db
        .select()
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.amountCents).toBe(30_000);
      const replay = await pay(
        app,
        user.token,
        transactionId,
        { payment_method_id: methodId },
        'crash-key-1',
      );
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toMatchObject({ id: recorded[0]?.id, amount: 30_000 });
    });

    it('records each lost charge once when two instances reconcile at the same moment', async (test) => {
      const { app, database, databaseUrl, clock } = context();
      // Two instances need two connections to one server: PGlite is one connection in one process.
      if (!databaseUrl) return test.skip();
      sandbox = wrapped(createSandboxProcessor({ db: database.db, clock }));
      const lostTransactions: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const { user, transactionId } = await payableApplication(app, database.db, clock);
        const methodId = await saveCard(app, user.token, transactionId);
        crashAfterCharge = true;
        const lost = await pay(
          app,
          user.token,
          transactionId,
          { payment_method_id: methodId },
          `race-key-${n}`,
        );
        crashAfterCharge = false;
        expect(lost.statusCode, lost.body).toBe(500);
        lostTransactions.push(transactionId);
      }

      const secondInstance = await openDatabase({ databaseUrl });
      try {
        const later = new Date(clock.now().getTime() + 1000);
        // Both may find every charge still unsettled; the ledger's row lock lets only one record each.
        await Promise.all(
          [database.db, secondInstance.db].map((db) =>
            reconcilePayments({ db, clock, payments: createSandboxProcessor({ db, clock }) }, later),
          ),
        );
      } finally {
        await secondInstance.close();
      }
      const recorded = await database.db
        .select({ id: payments.id, transactionId: payments.transactionId })
        .from(payments)
        .where(inArray(payments.transactionId, lostTransactions));
      expect(recorded.map((row) => row.transactionId).sort()).toEqual([...lostTransactions].sort());
      const receipts = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.topic, PAYMENT_RECEIPT_TOPIC));
      // One e-mailed receipt per payment: the losing reconciler recorded nothing and sent nothing.
      for (const payment of recorded) {
        expect(receipts.filter((message) => message.payload.payment_id === payment.id)).toHaveLength(1);
      }
    });

    it('frees the key of a charge that never reached the processor', async () => {
      const { app, database, clock } = context();
      sandbox = {
        ...createSandboxProcessor({ db: database.db, clock }),
        confirmPaymentIntent: async () => {
          throw new Error('connection reset before the processor answered');
        },
      };
      const { user, transactionId } = await payableApplication(app, database.db, clock);
      const methodId = await saveCard(app, user.token, transactionId);
      const lost = await pay(
        app,
        user.token,
        transactionId,
        { payment_method_id: methodId },
        'never-charged-1',
      );
      expect(lost.statusCode).toBe(500);
      const restarted = {
        db: database.db,
        clock,
        payments: createSandboxProcessor({ db: database.db, clock }),
      };
      expect(await reconcilePayments(restarted, new Date(clock.now().getTime() + 1000))).toMatchObject({
        failed: 1,
      });
      sandbox = createSandboxProcessor({ db: database.db, clock });
      const retried = await pay(
        app,
        user.token,
        transactionId,
        { payment_method_id: methodId },
        'never-charged-1',
      );
      expect(retried.statusCode, retried.body).toBe(201);
    });
  },
  { paymentProcessor: lazySandbox },
);
