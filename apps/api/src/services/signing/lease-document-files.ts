import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { readDocumentPdf } from './document-files.js';
import { isValidDocumentLink, leaseDocumentFileUrl } from './document-urls.js';
import { signerRows } from './signer-documents.js';
import { signingTransaction } from './signing-access.js';

/**
 * GET /api/transaction/{id}/lease-document-url/: a five-minute link to one of the caller's documents,
 * by id or type (their latest of that type). An executed document is only handed out sealed.
 */
export async function leaseDocumentUrl(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  pick: { document_id?: number | undefined; document_type?: LeaseDocumentType | undefined },
): Promise<{ url: string }> {
  await signingTransaction(context.db, transactionId, session.userId);
  const rows = await signerRows(context.db, transactionId, session.userId);
  const row = rows
    .filter(({ document }) =>
      pick.document_id !== undefined
        ? document.id === pick.document_id
        : document.documentType === pick.document_type,
    )
    .at(-1);
  if (!row) throw notFound('document_not_found');
  if (row.document.status === 'executed' && !row.document.sealedFileKey) {
    throw new AppError('Conflict', 'copy_being_prepared');
  }
  return { url: leaseDocumentFileUrl(context, row.document.id, context.clock.now()) };
}

/** GET /api/lease-documents/{id}/file/: the PDF a valid link names: sealed, else as signed so far, else unsigned. */
export async function openLeaseDocumentFile(
  context: AppContext,
  documentId: number,
  link: { expires: number; signature: string },
): Promise<{ pdf: Buffer; filename: string }> {
  if (!isValidDocumentLink(context, documentId, link, context.clock.now())) {
    throw new AppError('PermissionDenied', 'expired_link');
  }
  const [document] = await context.db.select().from(leaseDocuments).where(eq(leaseDocuments.id, documentId));
  if (!document) throw notFound('document_not_found');
  const key = document.sealedFileKey ?? document.signedFileKey ?? document.unsignedFileKey;
  const slug = document.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { pdf: await readDocumentPdf(context, key), filename: `${slug}-${document.id}.pdf` };
}
