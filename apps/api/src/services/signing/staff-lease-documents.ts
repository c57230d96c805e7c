import type { StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The application file's lease documents: each one's state and its signers' progress. */
export async function staffLeaseDocuments(
  db: Database,
  transactionId: number,
): Promise<StaffLeaseDocument[]> {
  const [documents, signers] = await Promise.all([
    db
      .select()
      .from(leaseDocuments)
      .where(eq(leaseDocuments.transactionId, transactionId))
      .orderBy(asc(leaseDocuments.id)),
    db
      .select({ signer: documentSigners })
      .from(documentSigners)
      .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
      .where(eq(leaseDocuments.transactionId, transactionId))
      .orderBy(asc(documentSigners.boxIndex)),
  ]);
  return documents.map((document) => ({
    id: document.id,
    name: document.name,
    document_type: document.documentType,
    status: document.status,
    sent_at: document.sentAt.toISOString(),
    sealed_at: iso(document.sealedAt),
    translation: document.translation,
    signers: signers
      .filter(({ signer }) => signer.documentId === document.id)
      .map(({ signer }) => ({
        name: signer.name,
        email: signer.email,
        role_label: signer.roleLabel,
        is_guest: signer.applicantId === null,
        viewed_at: iso(signer.viewedAt),
        signed_at: iso(signer.signedAt),
      })),
  }));
}
