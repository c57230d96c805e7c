import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { GuarantorRequest } from '@portal/domain/schemas/staff-source-review';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { applicants, transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from './application-file.js';
import { GUARANTOR_REQUESTED_TOPIC } from './guarantor-requested-mail.js';
import { assertUnderReview } from './under-review.js';

/**
 * POST /api/staff/applications/{id}/request-guarantor/: the primary applicant gets the Guarantor Requested
 * step (190), which sends them to invite one, and an e-mail; one transaction, audited.
 */
export async function requestGuarantor(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  request: GuarantorRequest,
): Promise<{ applicant_id: number }> {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  assertUnderReview(transaction.status);
  const [primary] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(
      and(
        eq(applicants.leaseTransactionId, transaction.id),
        eq(applicants.role, roles.primary_applicant.code),
      ),
    );
  if (!primary) throw new AppError('Conflict', 'no_primary_applicant');
  const now = clock.now();
  const note = request?.note || null;
  await db.transaction(async (tx) => {
    await tx.insert(transactionEvents).values({
      leaseTransactionId: transaction.id,
      applicantId: primary.id,
      event: TransactionStep.GuarantorRequested,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'guarantor.requested',
      details: { note },
      createdAt: now,
    });
    await enqueueOutboxMessage(tx, clock, GUARANTOR_REQUESTED_TOPIC, { applicant_id: primary.id, note });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
  });
  return { applicant_id: primary.id };
}
