import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema/sandbox-processor.js';
import { enqueueOutboxMessage } from '../../jobs/outbox.js';
import { PAYMENT_RETURNED_TOPIC } from '../../jobs/payment-returned.js';
import type { Clock } from '../../lib/clock.js';
import {
  declineMessage,
  PaymentDeclinedError,
  type PaymentProcessor,
  type ProcessorIntent,
  type ProcessorPaymentMethod,
} from './payment-processor.js';
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

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

type IntentRow = typeof sandboxIntents.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

const describeMethod = (row: MethodRow): ProcessorPaymentMethod => ({
  reference: row.id,
  kind: row.kind === 'bank' ? 'bank' : 'card',
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

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
  async function intentRow(reference: string): Promise<IntentRow> {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, reference));
    if (!row) throw new Error(`The sandbox has no intent ${reference}`);
    return row;
  }

  async function describeIntent(row: IntentRow): Promise<ProcessorIntent> {
    const [method] = row.paymentMethod
      ? await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, row.paymentMethod))
      : [];
    const succeeded = row.status === 'succeeded';
    return {
      reference: row.id,
      clientSecret: row.clientSecret,
      status: row.status as ProcessorIntent['status'],
      amountCents: row.amountCents,
      paymentMethod: method ? describeMethod(method) : null,
      chargeReference: succeeded && row.kind === 'payment' ? row.id.replace(/^pi_/, 'ch_') : null,
    };
  }

  async function createIntent(kind: 'setup' | 'payment', customer: string, amountCents: number | null) {
    const id = newId(kind === 'setup' ? 'seti' : 'pi');
    const now = clock.now();
    const [row] = await db
      .insert(sandboxIntents)
      .values({
        id,
        kind,
        customer,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents,
        status: kind === 'setup' ? 'requires_payment_method' : 'requires_confirmation',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The sandbox could not create the intent');
    return describeIntent(row);
  }

  async function customerMethod(reference: string, customer: string): Promise<MethodRow | undefined> {
    const [method] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, reference),
          eq(sandboxPaymentMethods.customer, customer),
          isNull(sandboxPaymentMethods.detachedAt),
        ),
      );
    return method;
  }

  async function insertMethod(
    values: Omit<typeof sandboxPaymentMethods.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<MethodRow> {
    const [method] = await db
      .insert(sandboxPaymentMethods)
      .values({ ...values, id: newId(values.kind === 'bank' ? 'ba' : 'pm'), createdAt: clock.now() })
      .returning();
    if (!method) throw new Error('The sandbox could not save the payment method');
    return method;
  }

  return {
    name: 'sandbox',
    browser: { publishableKey: null, cardFrameUrl: SANDBOX_CARD_FRAME_PATH },

    createCustomer: async () => newId('cus'),
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

    async settleBankDebits(chargedBefore) {
      const due = await db
        .select({ intent: sandboxIntents.id, behavior: sandboxPaymentMethods.behavior })
        .from(sandboxIntents)
        .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxIntents.paymentMethod))
        .where(
          and(
            eq(sandboxIntents.kind, 'payment'),
            eq(sandboxIntents.status, 'succeeded'),
            eq(sandboxPaymentMethods.kind, 'bank'),
            isNull(sandboxIntents.settledAt),
            lte(sandboxIntents.updatedAt, chargedBefore),
          ),
        );
      const counts = { settled: 0, returned: 0 };
      for (const { intent, behavior } of due) {
        const returnCode = achReturnCodeOf(behavior);
        const settledNow = await db.transaction(async (tx) => {
          const updated = await tx
            .update(sandboxIntents)
            .set({ settledAt: clock.now(), returnCode })
            .where(and(eq(sandboxIntents.id, intent), isNull(sandboxIntents.settledAt)))
            .returning({ id: sandboxIntents.id });
          if (updated.length === 0) return false;
          // The sandbox's webhook: delivered through the app's outbox, as Stripe's arrives at its endpoint.
          if (returnCode) {
            await enqueueOutboxMessage(tx, clock, PAYMENT_RETURNED_TOPIC, {
              processor: 'sandbox',
              intent_reference: intent,
              return_code: returnCode,
            });
          }
          return true;
        });
        if (settledNow) counts[returnCode ? 'returned' : 'settled'] += 1;
      }
      return counts;
    },

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
