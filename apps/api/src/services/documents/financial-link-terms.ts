import type { Language } from '@portal/domain/constants/languages';
import { DOCUMENT_TEXT_FORMAT, type TermsDocument } from '@portal/domain/schemas/documents';
import { type ContentRevision, readCurrentRevisionIn } from './content-files.js';

export const FINANCIAL_LINK_TERMS = { dir: 'financial-link-terms', extension: 'md' } as const;

/** The terms of linking a bank account through the first link provider (terms type `finicity`). */
export const currentFinancialLinkTermsRevision = (language: Language): Promise<ContentRevision> =>
  readCurrentRevisionIn(FINANCIAL_LINK_TERMS.dir, FINANCIAL_LINK_TERMS.extension, language);

/** GET /api/financial-link-terms/: the terms the applicant agrees to before the bank-link window opens. */
export async function getFinancialLinkTerms(language: Language): Promise<TermsDocument> {
  const revision = await currentFinancialLinkTermsRevision(language);
  return { text: revision.text, current_revision: { id: revision.id, content_type: DOCUMENT_TEXT_FORMAT } };
}
