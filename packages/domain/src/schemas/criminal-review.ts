import { z } from 'zod';
import { CRIMINAL_REVIEW_DOCUMENTS_MAX } from '../constants/criminal-review.js';
import { uploadIdSchema } from './uploads.js';

const TEXT_MAX_LENGTH = 5000;

export const STATEMENT_REQUIRED = 'Tell us about the record, or anything you want the leasing team to know.';
export const RESPONSE_WINDOW_CLOSED =
  'The time to answer this letter has passed. Please call the leasing office.';
export const ALREADY_ANSWERED = 'You have already answered this letter.';
export const NO_CRIMINAL_REVIEW_LETTER = 'There is no criminal review letter for you on this application.';

/** POST /api/staff/applications/{id}/criminal-review-letter/: an optional note printed in the letter. */
export const criminalReviewLetterRequestSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(2000, 'Please keep the note under 2000 characters.')
      .optional()
      .describe('Printed in the letter: what the leasing team would like to know'),
  })
  .nullish();
export type CriminalReviewLetterRequest = z.infer<typeof criminalReviewLetterRequestSchema>;

const documentSchema = z.object({ id: z.string(), name: z.string() });

/** One letter and its answer, as staff and the applicant it was sent to read it. */
export const criminalReviewSchema = z.object({
  id: z.number().int(),
  applicant_id: z.number().int(),
  applicant_name: z.string(),
  record_summary: z.string(),
  note: z.string().nullable(),
  sent_at: z.iso.datetime({ offset: true }),
  respond_by: z.iso.date().describe('The last day an answer is accepted, in the community’s calendar'),
  can_respond: z.boolean().describe('Not answered yet and still within respond_by'),
  response: z
    .object({
      statement: z.string(),
      documents: z.array(documentSchema),
      responded_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type CriminalReview = z.infer<typeof criminalReviewSchema>;

export const criminalReviewLettersSentSchema = z.object({ letters: z.array(criminalReviewSchema) });

/** POST /api/transactions/{id}/criminal-review/response/: the applicant's answer. */
export const criminalReviewResponseSchema = z.object({
  statement: z
    .string({ error: STATEMENT_REQUIRED })
    .trim()
    .min(1, STATEMENT_REQUIRED)
    .max(TEXT_MAX_LENGTH, `Please keep your statement under ${TEXT_MAX_LENGTH} characters.`),
  document_ids: z
    .array(uploadIdSchema)
    .max(CRIMINAL_REVIEW_DOCUMENTS_MAX, `Please send at most ${CRIMINAL_REVIEW_DOCUMENTS_MAX} documents.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Send each document once.')
    .default([]),
});
export type CriminalReviewResponse = z.infer<typeof criminalReviewResponseSchema>;

/** The kinds GET /api/transactions/{id}/documents/ answers. */
export const transactionDocumentTypes = ['criminal_review_letter', 'adverse_action_notice'] as const;
export const transactionDocumentQuerySchema = z.object({
  document_type: z.enum(transactionDocumentTypes, {
    error: 'Choose criminal_review_letter or adverse_action_notice.',
  }),
});
