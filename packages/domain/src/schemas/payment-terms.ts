import { z } from 'zod';
import { TermsType } from '../constants/terms-types.js';
import { documentRevisionSchema } from './documents.js';

/** GET /api/transaction/{id}/holding_deposit_terms/: whether the applicant is about to pay (1) or only reading (0). */
export const holdingDepositTermsQuerySchema = z.object({
  can_proceed_to_payment: z.enum(['0', '1'], { error: 'can_proceed_to_payment must be 0 or 1.' }),
});

/** The media type of `html`: markup built on the server from its own content files, values escaped. */
export const HOLDING_DEPOSIT_TERMS_CONTENT_TYPE = 'text/html';

export const holdingDepositTermsSchema = z.object({
  html: z
    .string()
    .describe(
      'The payment terms as HTML: headings, paragraphs, lists, <strong>; no scripts, styles, links or attributes',
    ),
  current_revision: documentRevisionSchema,
});
export type HoldingDepositTerms = z.infer<typeof holdingDepositTermsSchema>;

/**
 * The terms an applicant can accept on a transaction: `payments` is the payment (holding deposit and
 * application fee) terms of the payment-terms screen, `finicity` the terms of linking a bank account through
 * the first link provider, `screening_criteria` the criteria consented to on the Screening step. The spec's
 * other terms types have no document of their own yet; the rental fees agreement is a disclosure, read and
 * never agreed to apart from the payment terms and the lease (decision 0032).
 */
export const acceptableTermsTypes = [
  TermsType.Payments,
  TermsType.Finicity,
  TermsType.ScreeningCriteria,
] as const;
export type AcceptableTermsType = (typeof acceptableTermsTypes)[number];

/** How far ahead of the server's clock a browser's clock may run. */
export const TERMS_TIME_SKEW_MINUTES = 5;

/** When the applicant agreed, by their browser's clock (ISO 8601 with an offset or Z). */
export const termsContextSchema = z.object({
  time: z.iso.datetime({ offset: true, error: 'context.time must be an ISO 8601 date and time.' }),
});

/** POST /api/transaction/{id}/terms-accepted/ */
export const termsAcceptedRequestSchema = z.object({
  type: z.enum(acceptableTermsTypes, {
    error: `type must be one of: ${acceptableTermsTypes.join(', ')}.`,
  }),
  context: termsContextSchema,
});
export type TermsAcceptedRequest = z.infer<typeof termsAcceptedRequestSchema>;

/** A stored acceptance: which revision of which terms, agreed when; the IP and user agent stay on the server. */
export const termsAcceptanceSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  applicant_id: z.number().int(),
  type: z.enum(acceptableTermsTypes),
  revision: z.string(),
  accepted_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
