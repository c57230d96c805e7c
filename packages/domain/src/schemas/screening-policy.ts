import { z } from 'zod';

/** A community's screening criteria (the fixture's `screening_policy`), read by the staff recommendation. */
export const screeningPolicySchema = z
  .object({
    /** A score at or above this passes. */
    min_credit_score: z.number().int().min(300).max(850),
    /** At or above this (or no score at all) is a conditional approval with an additional deposit. */
    conditional_min_credit_score: z.number().int().min(300).max(850),
    /** The additional deposit of a conditional approval, in months of rent (0.5 is half a month). */
    conditional_additional_deposit_months: z.number().min(0).max(12),
    /** An eviction record filed within this many years fails. */
    eviction_lookback_years: z.number().int().min(0).max(100),
    /** A criminal record is weighed by a person, never decided by the numbers. */
    criminal_individualized_assessment: z.boolean(),
    /** How long an applicant has to answer a criminal review letter. */
    criminal_response_days: z.number().int().positive(),
  })
  .refine((policy) => policy.conditional_min_credit_score <= policy.min_credit_score, {
    message: 'The conditional minimum credit score cannot be above the minimum credit score',
    path: ['conditional_min_credit_score'],
  });
export type ScreeningPolicy = z.infer<typeof screeningPolicySchema>;
