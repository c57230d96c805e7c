import type { ApplicantSigning, SignableDocument } from '@portal/domain/schemas/signable-documents';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';

export type LeaseDocumentRow = typeof leaseDocuments.$inferSelect;
export type DocumentSignerRow = typeof documentSigners.$inferSelect;

/** A signer's place on the transaction's documents, oldest first. */
export async function signerRows(
  db: Database | DatabaseTransaction,
  transactionId: number,
  userId: number,
): Promise<{ document: LeaseDocumentRow; signer: DocumentSignerRow }[]> {
  return db
    .select({ document: leaseDocuments, signer: documentSigners })
    .from(documentSigners)
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .where(and(eq(leaseDocuments.transactionId, transactionId), eq(documentSigners.userId, userId)))
    .orderBy(asc(leaseDocuments.id));
}

const sameSlot = (a: LeaseDocumentRow, b: LeaseDocumentRow) =>
  a.documentType === b.documentType && a.guarantorApplicantId === b.guarantorApplicantId;

/**
 * Spec part 2 §3, Applicant: the documents this person signs. A voided document stays listed (as being
 * finalized) until a new one takes its place.
 */
export function signingStateOf(
  rows: readonly { document: LeaseDocumentRow; signer: DocumentSignerRow }[],
): ApplicantSigning {
  const current = rows.filter(
    ({ document }) =>
      document.status !== 'voided' ||
      !rows.some((other) => other.document.id > document.id && sameSlot(other.document, document)),
  );
  const signable_documents: SignableDocument[] = current.map(({ document, signer }) => ({
    id: document.id,
    name: document.name,
    document_type: document.documentType,
    is_signed: signer.signedAt !== null,
    is_voided: document.status === 'voided',
  }));
  return {
    is_pending_signature: current.some(
      ({ document, signer }) => document.status === 'sent' && signer.signedAt === null,
    ),
    is_lease_signature_being_processed: current.some(
      ({ document, signer }) =>
        document.status !== 'voided' && signer.signedAt !== null && signer.stampedAt === null,
    ),
    signable_documents,
  };
}

export async function applicantSigning(
  db: Database,
  transactionId: number,
  userId: number,
): Promise<ApplicantSigning> {
  return signingStateOf(await signerRows(db, transactionId, userId));
}
