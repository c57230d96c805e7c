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

export const COPY_BEING_PREPARED_MESSAGE =
  'Your signed copy is being prepared. Please try again in a moment.';
const EXPIRED_LINK_MESSAGE = 'This download link has expired. Go back and download the document again.';

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
  if (!row) throw notFound('We could not find that document.');
  if (row.document.status === 'executed' && !row.document.sealedFileKey) {
    throw new AppError('Conflict', COPY_BEING_PREPARED_MESSAGE);
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
    throw new AppError('PermissionDenied', EXPIRED_LINK_MESSAGE);
  }
  const [document] = await context.db.select().from(leaseDocuments).where(eq(leaseDocuments.id, documentId));
  if (!document) throw notFound('We could not find that document.');
  const key = document.sealedFileKey ?? document.signedFileKey ?? document.unsignedFileKey;
  const slug = document.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { pdf: await readDocumentPdf(context, key), filename: `${slug}-${document.id}.pdf` };
}
