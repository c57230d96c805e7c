import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { isPrincipalDocument } from '@portal/domain/signing/lease-documents';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { reopenSigning } from './signing-progress.js';

/**
 * POST /api/staff/documents/{id}/void/: withdraws a sent document with wrong data. Its signers are no
 * longer done signing, nor is the household; voiding the lease itself records step 140, and the
 * household sees lease-voided until a new lease is sent. One transaction, audited.
 */
export async function voidDocument(context: AppContext, session: SignedInSession, documentId: number) {
  const { db, clock } = context;
  const [document] = await db.select().from(leaseDocuments).where(eq(leaseDocuments.id, documentId));
  if (!document) throw notFound('document_not_found');
  // The company boundary: another company's document is a 404 like a missing one.
  await staffTransaction(context, session, document.transactionId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [voided] = await tx
      .update(leaseDocuments)
      .set({ status: 'voided', voidedAt: now, voidedByUserId: session.userId })
      .where(and(eq(leaseDocuments.id, document.id), eq(leaseDocuments.status, 'sent')))
      .returning({ id: leaseDocuments.id });
    if (!voided) throw new AppError('Conflict', 'only_sent_can_be_voided');
    const signers = await tx
      .select({ applicantId: documentSigners.applicantId })
      .from(documentSigners)
      .where(and(eq(documentSigners.documentId, document.id), isNotNull(documentSigners.applicantId)));
    const applicantIds = signers.flatMap((signer) =>
      signer.applicantId === null ? [] : [signer.applicantId],
    );
    if (applicantIds.length > 0) {
      await tx
        .delete(transactionEvents)
        .where(
          and(
            eq(transactionEvents.leaseTransactionId, document.transactionId),
            eq(transactionEvents.event, TransactionStep.Signed),
            inArray(transactionEvents.applicantId, applicantIds),
          ),
        );
    }
    await reopenSigning(tx, document.transactionId);
    if (isPrincipalDocument(document.documentType)) {
      await tx.insert(transactionEvents).values({
        leaseTransactionId: document.transactionId,
        applicantId: null,
        event: TransactionStep.Voided,
        createdAt: now,
      });
    }
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: document.transactionId,
      action: 'document.voided',
      details: { document_id: document.id, document_name: document.name },
      createdAt: now,
    });
    publishAfterCommit(tx, {
      event: 'documents.updated',
      transactionId: document.transactionId,
      documentId: document.id,
      status: 'voided',
    });
  });
  return { id: document.id, status: 'voided' as const };
}
