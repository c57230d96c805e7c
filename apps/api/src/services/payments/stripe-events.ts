import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import { achReturnCodeOfStripeFailure } from './ach-return-reasons.js';
import { settleByReference } from './reconcile-payments.js';
import { recordPaymentReturn } from './record-payment-return.js';

/** Events that say a payment intent settled: the ledger catches up without waiting for reconciliation. */
const settlingEvents = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

interface EventObject {
  object?: string;
  id?: string;
  payment_intent?: string | { id: string } | null;
  failure_code?: string | null;
  last_payment_error?: { code?: string | null } | null;
}

const idOf = (value: EventObject['payment_intent']) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What a (verified, first-seen) Stripe event changes. A bank debit fails after it was accepted
 * (`payment_intent.payment_failed` after processing, or `charge.failed`): when the ledger holds that
 * payment it is recorded as returned; otherwise the intent is settled from what Stripe says.
 */
export async function applyStripeEvent(context: AppContext, event: Stripe.Event): Promise<void> {
  const object = event.data.object as EventObject;
  const failed =
    (event.type === 'charge.failed' && object.object === 'charge') ||
    (event.type === 'payment_intent.payment_failed' && object.object === 'payment_intent');
  const intentReference = object.object === 'charge' ? idOf(object.payment_intent) : (object.id ?? null);
  if (!intentReference) return;
  if (failed) {
    const failureCode = object.failure_code ?? object.last_payment_error?.code;
    const outcome = await recordPaymentReturn(context, {
      processor: 'stripe',
      intentReference,
      returnCode: achReturnCodeOfStripeFailure(failureCode),
    });
    if (outcome !== 'unknown') return;
  }
  if (settlingEvents.has(event.type) && object.object === 'payment_intent') {
    await settleByReference(context, intentReference);
  }
}
