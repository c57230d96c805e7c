import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { OutboxHandler } from '../outbox/outbox-message.js';
import type { Mailer } from '../providers/mail/mailer.js';
import type { PaymentProcessor } from '../providers/payments/payment-processor.js';
import type { SandboxProcessor } from '../providers/payments/sandbox.js';
import { PAYMENT_RETURNED_TOPIC } from '../providers/payments/sandbox-bank-settlement.js';
import { SANDBOX_ACH_SETTLEMENT_DAYS } from '../providers/payments/sandbox-test-accounts.js';
import { applyDuePriceChanges } from '../services/admin/manage-units.js';
import {
  CRIMINAL_REVIEW_LETTER_TOPIC,
  criminalReviewLetterHandler,
} from '../services/decision/criminal-review-mail.js';
import {
  PHOTO_ID_REJECTED_TOPIC,
  photoIdRejectedHandler,
} from '../services/identity/photo-id-rejected-mail.js';
import { PAYMENT_RECEIPT_TOPIC, paymentReceiptHandler } from '../services/payments/payment-receipt-mail.js';
import {
  PAYMENT_RETURN_MAIL_TOPIC,
  paymentReturnMailHandler,
} from '../services/payments/payment-return-mail.js';
import { reconcilePayments } from '../services/payments/reconcile-payments.js';
import { paymentReturnedHandler } from '../services/payments/record-payment-return.js';
import { screeningFeeRefundHandler } from '../services/refunds/make-screening-fee-refund.js';
import {
  SCREENING_FEE_REFUND_RECEIPT_TOPIC,
  screeningFeeRefundReceiptHandler,
} from '../services/refunds/screening-fee-refund-mail.js';
import { refundScreeningFeesAtApplicationLimit } from '../services/refunds/screening-fee-refund-round.js';
import { SCREENING_FEE_REFUND_TOPIC } from '../services/refunds/unselected-screening-fees.js';
import {
  SCREENING_REPORTS_TOPIC,
  screeningReportsHandler,
} from '../services/screening-reports/screening-reports-mail.js';
import { SEAL_DOCUMENT_TOPIC, sealDocumentHandler } from '../services/signing/seal-document-job.js';
import {
  LEASE_EXECUTED_TOPIC,
  LEASE_SENT_TOPIC,
  leaseExecutedHandler,
  leaseSentHandler,
  SIGNING_REMINDER_TOPIC,
  signingReminderHandler,
} from '../services/signing/signing-mail.js';
import {
  type SigningJobOptions,
  STAMP_SIGNATURES_TOPIC,
  stampSignaturesHandler,
} from '../services/signing/stamp-signatures-job.js';
import {
  APPLICATION_DECIDED_TOPIC,
  applicationDecidedHandler,
} from '../services/staff/application-decided-mail.js';
import {
  DOCUMENTS_REQUESTED_TOPIC,
  documentsRequestedHandler,
} from '../services/staff/documents-requested-mail.js';
import {
  GUARANTOR_REQUESTED_TOPIC,
  guarantorRequestedHandler,
} from '../services/staff/guarantor-requested-mail.js';
import { STAFF_INVITATION_TOPIC, staffInvitationHandler } from '../services/staff/set-password-link.js';
import {
  APPLICATION_SUBMITTED_TOPIC,
  applicationSubmittedHandler,
} from '../services/status/application-submitted-mail.js';
import { OUTBOX_BATCH_SIZE, type OutboxLog, processOutbox } from './outbox.js';

const OUTBOX_INTERVAL_MS = 1_000;
const RECONCILE_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

export interface BackgroundJobsOptions extends SigningJobOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProcessor;
  /** The built-in sandbox, when it is the processor: its bank settles debits on the reconcile round. */
  sandbox?: SandboxProcessor;
  log: OutboxLog & { error(details: object, message: string): void };
}

export interface BackgroundJobs {
  /** Waits for the round in progress, then stops: the database can be closed after it. */
  stop(): Promise<void>;
}

/** Every outbox topic and what handles it: the worker's map, and the tests' when they run the outbox by hand. */
export function outboxHandlers(options: BackgroundJobsOptions): Record<string, OutboxHandler> {
  return {
    [PAYMENT_RECEIPT_TOPIC]: paymentReceiptHandler(options),
    [APPLICATION_SUBMITTED_TOPIC]: applicationSubmittedHandler(options),
    [SCREENING_REPORTS_TOPIC]: screeningReportsHandler(options),
    [PAYMENT_RETURNED_TOPIC]: paymentReturnedHandler(options),
    [PAYMENT_RETURN_MAIL_TOPIC]: paymentReturnMailHandler(options),
    [SCREENING_FEE_REFUND_TOPIC]: screeningFeeRefundHandler(options),
    [SCREENING_FEE_REFUND_RECEIPT_TOPIC]: screeningFeeRefundReceiptHandler(options),
    [PHOTO_ID_REJECTED_TOPIC]: photoIdRejectedHandler(options),
    [APPLICATION_DECIDED_TOPIC]: applicationDecidedHandler(options),
    [DOCUMENTS_REQUESTED_TOPIC]: documentsRequestedHandler(options),
    [GUARANTOR_REQUESTED_TOPIC]: guarantorRequestedHandler(options),
    [CRIMINAL_REVIEW_LETTER_TOPIC]: criminalReviewLetterHandler(options),
    [LEASE_SENT_TOPIC]: leaseSentHandler(options),
    [SIGNING_REMINDER_TOPIC]: signingReminderHandler(options),
    [LEASE_EXECUTED_TOPIC]: leaseExecutedHandler(options),
    [STAMP_SIGNATURES_TOPIC]: stampSignaturesHandler(options),
    [SEAL_DOCUMENT_TOPIC]: sealDocumentHandler(options),
    [STAFF_INVITATION_TOPIC]: staffInvitationHandler(options),
  };
}

/**
 * The in-process workers: the outbox every second, until nothing due is left; payment reconciliation
 * (and the sandbox bank's settlement of bank debits older than its settlement time), the units'
 * scheduled rents whose day has come and the screening fees whose 30 days after the application have
 * passed with nobody selected, at start and every minute, each in bounded batches claimed with
 * SKIP LOCKED (db/in-batches.ts), so instances share a round and none holds a whole portfolio at once.
 * Rounds never overlap, and a failing round is logged and retried on the next tick.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions): BackgroundJobs {
  const handlers = outboxHandlers(options);
  let lastReconcile = 0;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function round(): Promise<void> {
    if (Date.now() - lastReconcile >= RECONCILE_INTERVAL_MS) {
      lastReconcile = Date.now();
      await reconcilePayments(options);
      const settlementCutoff = options.clock.now().getTime() - SANDBOX_ACH_SETTLEMENT_DAYS * DAY_MS;
      await options.sandbox?.settleBankDebits(new Date(settlementCutoff));
      await applyDuePriceChanges(options.db, options.clock.now());
      await refundScreeningFeesAtApplicationLimit(options);
    }
    // A full batch may mean more are due (a round that e-mailed a thousand residents): drain them now
    // rather than ten a second, while every failure waits for its back-off.
    while (!stopped && (await processOutbox(options, handlers)) === OUTBOX_BATCH_SIZE);
  }

  const timer = setInterval(() => {
    if (stopped || running) return;
    running = round()
      .catch((error) => options.log.error({ err: error }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
  }, OUTBOX_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
