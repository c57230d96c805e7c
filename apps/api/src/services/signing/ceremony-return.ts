import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { signerRows } from './signer-documents.js';

/**
 * POST /api/page-complete/{id}/ with page "lease-signing": the signer is back from the ceremony. The
 * signature itself was recorded by the ceremony; this checks the document is the caller's (404
 * otherwise) so the page can read the transaction and applicant as they are now.
 */
export async function returnFromCeremony(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  documentId: number,
): Promise<void> {
  const rows = await signerRows(context.db, transactionId, session.userId);
  if (!rows.some(({ document }) => document.id === documentId)) throw notFound('document_not_found');
}
