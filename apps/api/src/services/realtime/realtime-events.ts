import type { RealtimeEvent } from '@portal/domain/constants/realtime-events';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';

/**
 * What changed, as the service that changed it says it (issue 20). Each is published once the write that
 * made it has committed; the publisher reads the rest (status, steps, who may hear it) at that moment.
 */
export type RealtimeChange =
  /** Status or steps: decision, submission, cancel, unit unavailable, guarantor or documents requested. */
  | { event: typeof RealtimeEvent.TransactionUpdated; transactionId: number; submitted?: boolean }
  | {
      event: typeof RealtimeEvent.DocumentsUpdated;
      transactionId: number;
      documentId: number;
      status: 'sent' | 'voided' | 'signed' | 'sealed';
    }
  | { event: typeof RealtimeEvent.IncomeReportReady; transactionId: number; applicantId: number }
  | {
      event: typeof RealtimeEvent.PaymentUpdated;
      transactionId: number;
      paymentId: number;
      status: 'paid' | 'returned';
    }
  | {
      event: typeof RealtimeEvent.IdentityUpdated;
      transactionId: number;
      applicantId: number;
      status: 'approved' | 'rejected';
    }
  /** The session ended or its rights changed: its sockets must fetch a new token (or go to login). */
  | { event: 'force-reconnect'; sessionId: number }
  | { event: 'force-reconnect'; userId: number; exceptSessionId?: number };

export interface RealtimePublisher {
  publish(change: RealtimeChange): void;
}

/** Each app registers its publisher for the database it serves (tests run several apps in one process). */
const publishers = new WeakMap<Database, RealtimePublisher>();

export function registerRealtimePublisher(db: Database, publisher: RealtimePublisher): void {
  publishers.set(db, publisher);
}

/**
 * Publishes `change` once the write made through `executor` has committed; a rolled-back transaction
 * publishes nothing. Call it beside the write, inside the same transaction.
 */
export function publishAfterCommit(executor: Database | DatabaseTransaction, change: RealtimeChange): void {
  afterCommit(executor, (db) => publishers.get(db)?.publish(change));
}
