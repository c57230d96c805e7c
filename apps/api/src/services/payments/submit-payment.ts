import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import type { Language } from '@portal/domain/constants/languages';
import { TermsType } from '@portal/domain/constants/terms-types';
import type { ApiError } from '@portal/domain/schemas/api-error';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.js';
import { paymentIntents } from '../../db/schema/payments.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { catalogCodeOf, message } from '../../messages/message.js';
import { PaymentDeclinedError } from '../../providers/payments/payment-processor.js';
import { hasAcceptedCurrentTerms } from '../documents/terms-acceptances.js';
import { assertNoticeAcceptedBeforeFee } from '../jurisdictions/pre-application-notice.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import {
  claimIdempotencyKey,
  earlierAnswer,
  releaseIdempotencyKey,
  type StoredAnswer,
} from './idempotency.js';
import { recordPayment } from './ledger.js';
import {
  amountOf,
  createPaymentIntentFor,
  lineItemsDueNow,
  ownIntent,
  type PaymentIntentRow,
  paysFor,
} from './payment-intents.js';
import { ownPaymentMethod } from './payment-methods.js';
import { openReturns } from './record-payment-return.js';

const PAYMENT_REQUIRED = 402;

export interface PaymentRequest {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  paymentMethodId: number;
  /** The intent from POST …/intents/create/: what the payer was shown and agreed to pay. */
  paymentIntentId: string;
}

/**
 * POST /api/transaction/{id}/payment: charges the caller's prepared intent (what they owe now) to their
 * saved method, once per Idempotency-Key. The key is claimed before the processor is asked, and the
 * processor is given a key of its own per intent, so neither a double click nor a retry after a lost
 * answer can charge twice.
 */
export async function submitPayment(
  context: AppContext,
  access: TransactionAccess,
  request: PaymentRequest,
): Promise<StoredAnswer> {
  const keyed = { userId: request.userId, key: request.idempotencyKey, hash: request.requestHash };
  const replay = await earlierAnswer(context.db, keyed);
  if (replay) return replay;

  // The charge authorization is part of the terms: no agreement to their current revision, no charge.
  if (!(await hasAcceptedCurrentTerms(context, access, TermsType.Payments))) {
    throw new AppError('ValidationError', 'payment_terms_required', {
      terms: ['payment_terms_required'],
    });
  }
  // Where the law asks for a notice before any fee (RCW 59.18.257, Cal. Civ. Code § 1950.6), it comes first.
  await assertNoticeAcceptedBeforeFee(context, access);
  const method = await ownPaymentMethod(context.db, request.userId, request.paymentMethodId);
  if (method.kind === 'bank' && method.verificationStatus !== BankVerificationStatus.Verified) {
    throw new AppError('ValidationError', 'bank_not_verified', {
      payment_method_id: ['bank_not_verified'],
    });
  }
  const open = await openReturns(context.db, access.transaction.id);
  if (open.some((row) => row.payment.paymentMethodId === method.id)) {
    throw new AppError('ValidationError', 'returned_method', {
      payment_method_id: ['returned_method'],
    });
  }
  const intent = await intentToCharge(context, access, request);

  const claim = await claimIdempotencyKey(context, keyed);
  if (claim.kind === 'replay') return claim.answer;
  const started = await startProcessing(context, intent, method.id, claim.keyId);
  if (!started) {
    await releaseIdempotencyKey(context.db, claim.keyId);
    throw new AppError('Conflict', 'payment_in_progress');
  }

  let charged: Awaited<ReturnType<AppContext['payments']['confirmPaymentIntent']>>;
  try {
    charged = await context.payments.confirmPaymentIntent({
      reference: intent.processorReference,
      paymentMethod: method.processorReference,
      idempotencyKey: `portal-payment-intent-${intent.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentDeclinedError) return recordDecline(context, intent.id, claim.keyId, error);
    // The charge may or may not have happened: the intent stays 'processing' for the reconciler.
    throw new AppError('ServerError', 'payment_unconfirmed');
  }
  // A bank debit is accepted while it is processing: it settles days later, or comes back as a return.
  const accepted =
    charged.status === 'succeeded' || (charged.status === 'processing' && method.kind === 'bank');
  if (!accepted) throw new AppError('ServerError', 'payment_unconfirmed');
  const recorded = await recordPayment(context, intent.id, charged.chargeReference ?? charged.reference);
  return { status: 201, body: recorded.answer };
}

/**
 * The caller's prepared intent, charged only while it still pays for exactly what is due: otherwise the
 * payer is told, and sees the new amount before paying. A declined or never-charged attempt of it is
 * tried again with a new processor intent for the same line items.
 */
async function intentToCharge(
  context: AppContext,
  access: TransactionAccess,
  request: PaymentRequest,
): Promise<PaymentIntentRow> {
  const row = await ownIntent(context, {
    transactionId: access.transaction.id,
    userId: request.userId,
    reference: request.paymentIntentId,
    kind: 'payment',
  });
  const lines = await lineItemsDueNow(context, access);
  if (amountOf(lines) <= 0) throw new AppError('Conflict', 'nothing_due');
  if (!paysFor(row, lines)) {
    throw new AppError('ValidationError', 'amount_changed', {
      payment_intent_id: ['amount_changed'],
    });
  }
  if (row.status === 'requires_confirmation') return row;
  return (await createPaymentIntentFor(context, access, request.userId, lines)).row;
}

/** Marks the intent as being charged, unless another charge of the same person is already under way. */
async function startProcessing(
  { db, clock }: AppContext,
  intent: PaymentIntentRow,
  paymentMethodId: number,
  keyId: number,
): Promise<boolean> {
  try {
    const updated = await db
      .update(paymentIntents)
      .set({ status: 'processing', paymentMethodId, idempotencyKeyId: keyId, updatedAt: clock.now() })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'requires_confirmation')))
      .returning({ id: paymentIntents.id });
    return updated.length === 1;
  } catch (error) {
    // The unique index on (transaction, user) while 'processing': a second tab is paying right now.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A decline under the payment method: the processor's words are the catalog's, or else quoted. */
function declineError(english: string): AppError {
  const text = catalogCodeOf(english) ?? message('payment_declined', { reason: english });
  return new AppError('ValidationError', text, { payment_method_id: [text] });
}

/** A stored answer as the payer reads it: a decline, kept in English for replays, said in `language`. */
export function answerIn(answer: StoredAnswer, language: Language): StoredAnswer {
  if (answer.status !== PAYMENT_REQUIRED) return answer;
  return { status: answer.status, body: declineError((answer.body as ApiError).message).toBody(language) };
}

/** A refused card: nothing is paid; the answer is kept so the same key replays the same refusal. */
async function recordDecline(
  { db, clock }: AppContext,
  intentId: number,
  keyId: number,
  error: PaymentDeclinedError,
): Promise<StoredAnswer> {
  const body = declineError(error.message).toBody();
  await db.transaction(async (tx) => {
    await tx
      .update(paymentIntents)
      .set({
        status: 'failed',
        failureCode: error.code,
        failureMessage: error.message,
        updatedAt: clock.now(),
      })
      .where(eq(paymentIntents.id, intentId));
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: PAYMENT_REQUIRED, responseBody: body })
      .where(eq(idempotencyKeys.id, keyId));
  });
  return { status: PAYMENT_REQUIRED, body };
}
