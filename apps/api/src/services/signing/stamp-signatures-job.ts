import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import type { Clock } from '../../lib/clock.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { ESignProvider } from '../../providers/esign/esign-provider.js';
import { type DocumentFiles, readDocumentPdf, saveDocumentPdf } from './document-files.js';
import { signatureStamps } from './signature-stamps.js';

export const STAMP_SIGNATURES_TOPIC = 'esign.stamp_signatures';

export interface SigningJobOptions extends DocumentFiles {
  db: Database;
  clock: Clock;
  esign: ESignProvider;
}

/**
 * Draws every signature so far into a fresh copy of the unsigned PDF (payload document_id), then marks
 * those signatures stamped: until then the signer's page reads "Signature Processing". The row lock keeps
 * two rounds from replacing each other's copy with an older one.
 */
export function stampSignaturesHandler(options: SigningJobOptions): OutboxHandler {
  return async (payload) => {
    const documentId = Number(payload.document_id);
    const replaced = await options.db.transaction(async (tx) => {
      const [document] = await tx
        .select()
        .from(leaseDocuments)
        .where(eq(leaseDocuments.id, documentId))
        .for('update');
      if (!document) return null;
      const signers = await tx
        .select()
        .from(documentSigners)
        .where(eq(documentSigners.documentId, documentId));
      const stamps = signatureStamps(signers);
      const pdf = await options.esign.stamp(await readDocumentPdf(options, document.unsignedFileKey), stamps);
      const key = await saveDocumentPdf(options, pdf);
      await tx.update(leaseDocuments).set({ signedFileKey: key }).where(eq(leaseDocuments.id, documentId));
      const stamped = signers.filter((signer) => signer.signedAt !== null).map((signer) => signer.id);
      if (stamped.length > 0) {
        await tx
          .update(documentSigners)
          .set({ stampedAt: options.clock.now() })
          .where(inArray(documentSigners.id, stamped));
      }
      return document.signedFileKey;
    });
    if (replaced) await options.fileStore.remove(replaced);
  };
}
