import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { AuditCertificate } from '../../providers/esign/audit-certificate.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { readDocumentPdf, saveDocumentPdf } from './document-files.js';
import { countersignatureStamp, signatureStamps } from './signature-stamps.js';
import type { SigningJobOptions } from './stamp-signatures-job.js';

export const SEAL_DOCUMENT_TOPIC = 'esign.seal_document';

const impersonators = alias(users, 'impersonators');

/**
 * Seals an executed document (payload document_id): every signature and the countersignature stamped,
 * the audit certificate appended, then a PAdES signature under the installation's certificate. Sealing
 * twice is harmless: a sealed document is left as it is.
 */
export function sealDocumentHandler(options: SigningJobOptions): OutboxHandler {
  return async (payload) => {
    const documentId = Number(payload.document_id);
    const [row] = await options.db
      .select({ document: leaseDocuments, community: communities.displayName })
      .from(leaseDocuments)
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .where(eq(leaseDocuments.id, documentId));
    if (row?.document.status !== 'executed' || row.document.sealedFileKey) return;
    const { document } = row;
    if (!document.countersignedAt || !document.countersignerName) return;
    const signers = await options.db
      .select({ signer: documentSigners, impersonator: impersonators })
      .from(documentSigners)
      .leftJoin(impersonators, eq(impersonators.id, documentSigners.impersonatorUserId))
      .where(eq(documentSigners.documentId, documentId))
      .orderBy(documentSigners.boxIndex);
    const sealedAt = options.clock.now();
    const certificate: AuditCertificate = {
      documentId: document.id,
      documentName: document.name,
      community: row.community,
      originalSha256: document.unsignedSha256,
      signers: signers.map(({ signer, impersonator }) => ({
        name: signer.name,
        email: signer.email,
        roleLabel: signer.roleLabel,
        ipAddress: signer.ipAddress,
        userAgent: signer.userAgent,
        sentAt: signer.sentAt,
        viewedAt: signer.viewedAt,
        consentedAt: signer.consentedAt,
        signedAt: signer.signedAt,
        signedOnBehalfBy: impersonator ? `${impersonator.firstName} ${impersonator.lastName}` : null,
      })),
      countersignature: {
        name: document.countersignerName,
        email: document.countersignerEmail ?? '',
        ipAddress: document.countersignIp,
        signedAt: document.countersignedAt,
      },
      sealedAt,
    };
    const stamps = [
      ...signatureStamps(signers.map(({ signer }) => signer)),
      ...countersignatureStamp(document),
    ];
    const unsigned = await readDocumentPdf(options, document.unsignedFileKey);
    const sealed = await options.esign.seal(unsigned, stamps, certificate);
    const key = await saveDocumentPdf(options, sealed.pdf);
    await options.db
      .update(leaseDocuments)
      .set({ sealedFileKey: key, sealedSha256: sealed.sha256, sealedAt })
      .where(eq(leaseDocuments.id, documentId));
    publishAfterCommit(options.db, {
      event: 'documents.updated',
      transactionId: document.transactionId,
      documentId,
      status: 'sealed',
    });
  };
}
