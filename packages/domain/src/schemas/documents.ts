import { z } from 'zod';

/**
 * The portal's text documents (privacy policy, terms, funnel terms, rental fees agreement) are plain
 * text with a small, safe subset of Markdown: `#`/`##`/`###` headings, `-` and `1.` list items,
 * paragraphs separated by a blank line, and `**bold**`. No HTML, no links, no images: a client may show
 * the text as it is or render that subset, and never has to sanitise markup.
 */
export const TEXT_DOCUMENT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** The media type named in `current_revision.content_type`: the light Markdown subset above. */
export const DOCUMENT_TEXT_FORMAT = 'text/markdown';

export const textDocumentSchema = z
  .string()
  .describe('Plain text with light Markdown: # headings, - and 1. lists, blank-line paragraphs, **bold**');

export const documentRevisionSchema = z.object({
  id: z.string().describe('The revision identifier, the date it took effect (YYYY-MM-DD)'),
  content_type: z.string().describe('The format of `text`'),
});
export type DocumentRevision = z.infer<typeof documentRevisionSchema>;

/** GET /api/terms/: the platform Terms of Use and the revision a user accepts. */
export const termsDocumentSchema = z.object({
  text: textDocumentSchema,
  current_revision: documentRevisionSchema,
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const faqEntrySchema = z.object({
  id: z.string().describe('A stable anchor for the question'),
  topic: z.string(),
  question: z.string(),
  answer: textDocumentSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** GET /api/faq/: questions applicants ask, grouped by topic in the order they are listed. */
export const faqListSchema = z.object({ questions: z.array(faqEntrySchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const rentalFeesAgreementQuerySchema = z.object({
  community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
});
