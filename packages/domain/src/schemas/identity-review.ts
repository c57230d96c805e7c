import { z } from 'zod';

/** Staff review of photo IDs sent at the Identity Verification step (method "manual"). */
export const REJECTION_REASON_MAX_LENGTH = 500;
export const REJECTION_REASON_REQUIRED = 'Please tell the applicant why the photo ID was rejected.';
export const REJECTION_REASON_TOO_LONG = `Please keep the reason under ${REJECTION_REASON_MAX_LENGTH} characters.`;

/** One photo ID waiting for the leasing team of the applicant's community. */
export const identityReviewSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  applicant_name: z.string(),
  community: z.object({ slug: z.string(), display_name: z.string() }),
  submitted_at: z.iso.datetime({ offset: true }),
  upload_id: z.string().describe('The photo ID: GET /api/uploads/{upload_id}/ (its uploader and staff only)'),
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

export const identityReviewListSchema = z.object({ results: z.array(identityReviewSchema) });
export type IdentityReviewList = z.infer<typeof identityReviewListSchema>;

export const rejectionReasonSchema = z
  .string({ error: REJECTION_REASON_REQUIRED })
  .trim()
  .min(1, REJECTION_REASON_REQUIRED)
  .max(REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_TOO_LONG);

/** POST /api/staff/identity-reviews/{id}/decision/: approve, or reject with a reason for the applicant. */
export const identityReviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: rejectionReasonSchema }),
  ],
  { error: 'Choose approve or reject.' },
);
export type IdentityReviewDecision = z.infer<typeof identityReviewDecisionSchema>;

export const identityReviewOutcomeSchema = z.object({
  id: z.number().int(),
  status: z.enum(['verified', 'rejected']),
  rejection_reason: z.string().nullable(),
  decided_at: z.iso.datetime({ offset: true }),
});
export type IdentityReviewOutcome = z.infer<typeof identityReviewOutcomeSchema>;
