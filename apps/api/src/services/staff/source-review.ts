import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import {
  type DocumentRequest,
  reviewStatuses,
  type SourceReview,
} from '@portal/domain/schemas/staff-source-review';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { describeFinancialSources } from '../income/describe-financial-sources.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from './application-file.js';
import { DOCUMENTS_REQUESTED_TOPIC } from './documents-requested-mail.js';
import { assertUnderReview } from './under-review.js';

/**
 * PATCH /api/staff/applications/{id}/financial-sources/{sourceId}/: marks a source verified, unverified,
 * insufficient documents or back to pending, with the amount verified; audited with before and after.
 */
export async function reviewFinancialSource(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  sourceId: number,
  review: SourceReview,
): Promise<FinancialSource> {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  assertUnderReview(transaction.status);
  const now = clock.now();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(financialSources)
      .where(and(eq(financialSources.id, sourceId), eq(financialSources.transactionId, transaction.id)))
      .for('update');
    if (!before) throw notFound('application_source_not_found');
    const changes = {
      status: reviewStatuses[review.status],
      adjustedAmountCents:
        review.adjusted_amount === undefined ? before.adjustedAmountCents : review.adjusted_amount,
    };
    const [after] = await tx
      .update(financialSources)
      .set({ ...changes, updatedAt: now })
      .where(eq(financialSources.id, sourceId))
      .returning();
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'financial_source.reviewed',
      before: { source_id: sourceId, status: before.status, adjusted_amount: before.adjustedAmountCents },
      after: { source_id: sourceId, status: changes.status, adjusted_amount: changes.adjustedAmountCents },
      createdAt: now,
    });
    return after;
  });
  if (!updated) throw notFound('application_source_not_found');
  const [described] = await describeFinancialSources(db, [updated]);
  if (!described) throw notFound('application_source_not_found');
  return described;
}

/**
 * POST /api/staff/applications/{id}/request-documents/: asks the people whose sources these are for more
 * documents. The sources are flagged (the applicant's summary says so), each owner gets the Income
 * Requested step (230) and an e-mail with the note; one transaction, audited.
 */
export async function requestMoreDocuments(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  request: DocumentRequest,
): Promise<{ source_ids: number[]; applicant_ids: number[] }> {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  assertUnderReview(transaction.status);
  const now = clock.now();
  const owners = await db.transaction(async (tx) => {
    const sources = await tx
      .select({ id: financialSources.id, applicantId: financialSources.applicantId })
      .from(financialSources)
      .where(
        and(
          inArray(financialSources.id, request.source_ids),
          eq(financialSources.transactionId, transaction.id),
        ),
      );
    if (sources.length !== request.source_ids.length) {
      throw new AppError('ValidationError', 'application_source_not_found', {
        source_ids: ['application_source_not_found'],
      });
    }
    await tx
      .update(financialSources)
      .set({ hasRequestedMoreDocuments: true, updatedAt: now })
      .where(inArray(financialSources.id, request.source_ids));
    const applicantIds = [...new Set(sources.map((source) => source.applicantId))];
    await tx.insert(transactionEvents).values(
      applicantIds.map((applicantId) => ({
        leaseTransactionId: transaction.id,
        applicantId,
        event: TransactionStep.IncomeRequested,
        createdAt: now,
      })),
    );
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'documents.requested',
      after: { source_ids: request.source_ids },
      details: { note: request.note },
      createdAt: now,
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
    for (const applicantId of applicantIds) {
      await enqueueOutboxMessage(tx, clock, DOCUMENTS_REQUESTED_TOPIC, {
        transaction_id: transaction.id,
        applicant_id: applicantId,
        note: request.note,
      });
    }
    return applicantIds;
  });
  return { source_ids: request.source_ids, applicant_ids: owners };
}
