import { DOCUMENT_TEXT_FORMAT, type TermsDocument } from '@portal/domain/schemas/documents';
import { type ContentRevision, readCurrentRevision } from './content-files.js';

/** The terms of linking a bank account through the first link provider (terms type `finicity`). */
export const currentFinancialLinkTermsRevision = (): Promise<ContentRevision> =>
  readCurrentRevision('financial-link-terms', 'md');

/** GET /api/financial-link-terms/: the terms the applicant agrees to before the bank-link window opens. */
export async function getFinancialLinkTerms(): Promise<TermsDocument> {
  const revision = await currentFinancialLinkTermsRevision();
  return { text: revision.text, current_revision: { id: revision.id, content_type: DOCUMENT_TEXT_FORMAT } };
}
