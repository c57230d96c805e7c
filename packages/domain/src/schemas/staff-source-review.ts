import { z } from 'zod';
import { FINANCIAL_AMOUNT_MAX_CENTS } from '../constants/limits.js';
import { type ReviewStatus, reviewStatuses } from '../constants/staff-source-review.js';
import { recordIdSchema } from './record-id.js';

export const REQUEST_NOTE_REQUIRED = 'Tell the applicant what to send.';
export const REQUEST_SOURCES_REQUIRED = 'Choose at least one income or asset source.';
const NOTE_MAX_LENGTH = 2000;

export { reviewStatuses } from '../constants/staff-source-review.js';

/** PATCH /api/staff/applications/{id}/financial-sources/{sourceId}/. */
export const sourceReviewSchema = z.object({
  status: z.enum(Object.keys(reviewStatuses) as [ReviewStatus, ...ReviewStatus[]], {
    error: 'Choose verified, unverified, insufficient documents or pending.',
  }),
  adjusted_amount: z
    .number({ error: 'Enter the verified amount per year in cents.' })
    .int('Enter the verified amount per year in cents.')
    .min(0, 'The verified amount cannot be negative.')
    .max(FINANCIAL_AMOUNT_MAX_CENTS, 'That amount is too large.')
    .nullable()
    .optional()
    .describe('Cents per year as the leasing team verified it; null clears it'),
});
export type SourceReview = z.infer<typeof sourceReviewSchema>;

/** POST /api/staff/applications/{id}/request-documents/. */
export const documentRequestSchema = z.object({
  source_ids: z
    .array(recordIdSchema, { error: REQUEST_SOURCES_REQUIRED })
    .min(1, REQUEST_SOURCES_REQUIRED)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each source once.'),
  note: z
    .string({ error: REQUEST_NOTE_REQUIRED })
    .trim()
    .min(1, REQUEST_NOTE_REQUIRED)
    .max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH} characters.`),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** POST /api/staff/applications/{id}/request-guarantor/: an optional note for the primary applicant. */
export const guarantorRequestSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH} characters.`)
      .optional(),
  })
  .nullish();
export type GuarantorRequest = z.infer<typeof guarantorRequestSchema>;

/** What a document request reached: the flagged sources and the applicants asked to upload again. */
export const documentRequestOutcomeSchema = z.object({
  source_ids: z.array(z.number().int()),
  applicant_ids: z.array(z.number().int()),
});

/** The primary applicant who was asked to invite a guarantor. */
export const guarantorRequestOutcomeSchema = z.object({ applicant_id: z.number().int() });
