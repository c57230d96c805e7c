import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { isPrincipalDocument } from '@portal/domain/signing/lease-documents';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';

/**
 * Every box of every document out for signature has its signature, and the principal document (the
 * lease, or a current lease's revision or document) is among them: what the landlord's countersignature
 * waits for. A guarantor agreement whose guarantor has no signer yet (a guest still to be added) keeps it
 * false.
 */
export async function everyoneHasSigned(
  db: Database | DatabaseTransaction,
  transactionId: number,
): Promise<boolean> {
  const [documents, signed] = await Promise.all([
    db
      .select({
        id: leaseDocuments.id,
        type: leaseDocuments.documentType,
        boxes: leaseDocuments.signatureBoxes,
      })
      .from(leaseDocuments)
      .where(and(eq(leaseDocuments.transactionId, transactionId), eq(leaseDocuments.status, 'sent'))),
    db
      .select({ documentId: documentSigners.documentId })
      .from(documentSigners)
      .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
      .where(and(eq(leaseDocuments.transactionId, transactionId), isNotNull(documentSigners.signedAt))),
  ]);
  if (!documents.some((document) => isPrincipalDocument(document.type))) return false;
  return documents.every(
    (document) => signed.filter((row) => row.documentId === document.id).length >= document.boxes.length,
  );
}

/** A new or voided document means not everyone has signed any more: step 165 no longer holds. */
export async function reopenSigning(tx: DatabaseTransaction, transactionId: number): Promise<void> {
  await tx
    .delete(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.event, TransactionStep.WaitingAgentConfirmation),
      ),
    );
}
