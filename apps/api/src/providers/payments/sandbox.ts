import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema/sandbox-processor.js';
import type { Clock } from '../../lib/clock.js';
import {
  declineMessage,
  PaymentDeclinedError,
  type PaymentProcessor,
  type ProcessorPaymentMethod,
} from './payment-processor.js';
import { settleSandboxBankDebits } from './sandbox-bank-settlement.js';
import { describeMethod, type MethodRow, newSandboxId, sandboxRecords } from './sandbox-records.js';
import {
  achReturnCodeOf,
  bankBehaviorOf,
  behaviorOf,
  type CardEntry,
  cardBrand,
  digitsOf,
  fullYear,
  SANDBOX_MICRO_DEPOSITS,
} from './sandbox-test-accounts.js';

/** Where the sandbox serves its card form; the app frames it and never sees the card number. */
export const SANDBOX_CARD_FRAME_PATH = '/api/sandbox/payments/card-frame';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export interface SandboxProcessor extends PaymentProcessor {
  /** The card frame's submission: checks the card like Stripe's form would and attaches it to the intent. */
  attachCard(intentReference: string, clientSecret: string, card: CardEntry): Promise<ProcessorPaymentMethod>;
  /**
   * The sandbox bank settles the bank debits charged before `chargedBefore`: most settle, the returning test
   * account's are sent back, and each return is told to the app as a processor event through the outbox.
   */
  settleBankDebits(chargedBefore: Date): Promise<{ settled: number; returned: number }>;
}

/** Stripe test mode, played by our own server and its own tables (see db/schema/sandbox-processor.ts). */
export function createSandboxProcessor({ db, clock }: { db: Database; clock: Clock }): SandboxProcessor {
  const { intentRow, describeIntent, createIntent, customerMethod, insertMethod } = sandboxRecords({
    db,
    clock,
  });

  return {
    name: 'sandbox',
    browser: { publishableKey: null, cardFrameUrl: SANDBOX_CARD_FRAME_PATH },

    createCustomer: async () => newSandboxId('cus'),
    createSetupIntent: (customer) => createIntent('setup', customer, null),
    createPaymentIntent: ({ customer, amountCents }) => createIntent('payment', customer, amountCents),
    retrieveIntent: async (reference) => describeIntent(await intentRow(reference)),

    async confirmPaymentIntent({ reference, paymentMethod, idempotencyKey }) {
      const intent = await intentRow(reference);
      const repeated = intent.confirmIdempotencyKey === idempotencyKey || intent.status === 'succeeded';
      const method = await customerMethod(
        repeated ? (intent.paymentMethod ?? '') : paymentMethod,
        intent.customer,
      );
      if (repeated) {
        // A repeated confirmation answers what the first one did, and never charges again.
        if (intent.failureCode) throw declined(intent.failureCode, method);
        return describeIntent(intent);
      }
      if (!method) throw new Error(`The sandbox payment method ${paymentMethod} is not the customer's`);
      // A debit that is returned later is accepted now, as a real bank's would be.
      const acceptedNow = method.behavior === 'succeed' || achReturnCodeOf(method.behavior) !== null;
      const failureCode = acceptedNow ? null : method.behavior;
      const [settled] = await db
        .update(sandboxIntents)
        .set({
          status: failureCode ? 'requires_payment_method' : 'succeeded',
          paymentMethod,
          failureCode,
          confirmIdempotencyKey: idempotencyKey,
          updatedAt: clock.now(),
        })
        .where(eq(sandboxIntents.id, reference))
        .returning();
      if (failureCode) throw declined(failureCode, method);
      if (!settled) throw new Error(`The sandbox lost intent ${reference}`);
      return describeIntent(settled);
    },

    // Stripe answers a repeated key with the first refund: the sandbox's reference is the key's digest.
    refundCharge: async ({ idempotencyKey }) => ({
      reference: `re_sandbox_${digest(idempotencyKey).toString('hex').slice(0, 24)}`,
    }),

    async detachPaymentMethod(reference) {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: clock.now() })
        .where(eq(sandboxPaymentMethods.id, reference));
    },

    async attachCard(intentReference, clientSecret, card) {
      const [intent] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentReference));
      // A setup intent takes one card: a used or unknown one is refused like a wrong secret.
      if (intent?.kind !== 'setup' || intent.status !== 'requires_payment_method')
        throw new Error('unknown intent');
      if (!sameSecret(intent.clientSecret, clientSecret)) throw new Error('unknown intent');
      const digits = digitsOf(card.number);
      const method = await insertMethod({
        customer: intent.customer,
        kind: 'card',
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.exp_month,
        expYear: fullYear(card.exp_year),
        behavior: behaviorOf(digits),
      });
      await db
        .update(sandboxIntents)
        .set({ status: 'succeeded', paymentMethod: method.id, updatedAt: clock.now() })
        .where(eq(sandboxIntents.id, intentReference));
      return describeMethod(method);
    },

    settleBankDebits: (chargedBefore) => settleSandboxBankDebits(db, clock, chargedBefore),

    bankAccounts: {
      async attachBankAccount(customer, details) {
        const method = await insertMethod({
          customer,
          kind: 'bank',
          brand: 'Sandbox Bank',
          last4: details.accountNumber.slice(-4),
          microDepositCents: SANDBOX_MICRO_DEPOSITS,
          behavior: bankBehaviorOf(details.accountNumber),
        });
        return describeMethod(method);
      },
      async verifyMicroDeposits(reference, amountsCents) {
        const [method] = await db
          .select()
          .from(sandboxPaymentMethods)
          .where(eq(sandboxPaymentMethods.id, reference));
        const deposited = method?.microDepositCents;
        if (!deposited) return false;
        const sorted = (amounts: readonly number[]) => [...amounts].sort((a, b) => a - b).join(',');
        return sorted(deposited) === sorted(amountsCents);
      },
    },
  };
}

function declined(code: string, method: MethodRow | undefined): PaymentDeclinedError {
  return new PaymentDeclinedError(code, declineMessage(code, method?.kind === 'bank' ? 'bank' : 'card'));
}
