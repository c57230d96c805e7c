import { z } from 'zod';
import { additionalDepositKinds, denialReasons } from '../constants/staff-decision.js';

export type { DenialReason } from '../constants/staff-decision.js';

export const OVERRIDE_REASON_REQUIRED =
  'This decision departs from the recommendation. Please write down why, for the record.';
export const DENIAL_REASONS_REQUIRED = 'Choose at least one reason for the denial.';
export const ADDITIONAL_DEPOSIT_REQUIRED = 'Enter the additional amount, more than $0.00.';
const TEXT_MAX_LENGTH = 2000;
const tooLong = `Please keep this under ${TEXT_MAX_LENGTH} characters.`;
/** A conditional amount above this is surely a typing slip ($100,000). */
export const ADDITIONAL_DEPOSIT_MAX_CENTS = 10_000_000;

const overrideReason = z
  .string()
  .trim()
  .min(1, OVERRIDE_REASON_REQUIRED)
  .max(TEXT_MAX_LENGTH, tooLong)
  .optional();

/** POST /api/staff/applications/{id}/decision/. */
export const staffDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), override_reason: overrideReason }),
    z.object({
      decision: z.literal('conditionally_approve'),
      additional_deposit_cents: z
        .number({ error: ADDITIONAL_DEPOSIT_REQUIRED })
        .int(ADDITIONAL_DEPOSIT_REQUIRED)
        .positive(ADDITIONAL_DEPOSIT_REQUIRED)
        .max(ADDITIONAL_DEPOSIT_MAX_CENTS, 'That amount is too large for an additional deposit.'),
      kind: z.enum(additionalDepositKinds, { error: 'Choose a security deposit or a security fee.' }),
      override_reason: overrideReason,
    }),
    z.object({
      decision: z.literal('deny'),
      reasons: z
        .array(z.enum(denialReasons, { error: 'Choose reasons from the list.' }), {
          error: DENIAL_REASONS_REQUIRED,
        })
        .min(1, DENIAL_REASONS_REQUIRED)
        .max(denialReasons.length)
        .refine((reasons) => new Set(reasons).size === reasons.length, 'Choose each reason once.'),
      note: z.string().trim().max(TEXT_MAX_LENGTH, tooLong).optional(),
      override_reason: overrideReason,
    }),
  ],
  { error: 'Choose approve, conditionally approve or deny.' },
);
export type StaffDecision = z.infer<typeof staffDecisionSchema>;

export const staffDecisionOutcomeSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  decision: z.enum(['approve', 'conditionally_approve', 'deny']),
  status: z.number().int(),
  additional_deposit: z
    .object({ amount_cents: z.number().int(), kind: z.enum(additionalDepositKinds) })
    .nullable(),
  reasons: z.array(z.enum(denialReasons)),
  override_reason: z.string().nullable(),
  decided_at: z.iso.datetime({ offset: true }),
});
export type StaffDecisionOutcome = z.infer<typeof staffDecisionOutcomeSchema>;
