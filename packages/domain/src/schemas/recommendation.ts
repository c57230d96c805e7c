import { z } from 'zod';
import { additionalDepositKinds } from '../constants/staff-decision.js';

/** How one criterion comes out, from best to worst: the recommendation is the worst of them. */
export const criterionOutcomes = ['pass', 'conditional', 'guarantor', 'review', 'fail'] as const;
export type CriterionOutcome = (typeof criterionOutcomes)[number];

export const recommendedDecisionNames = [
  'approve',
  'conditionally_approve',
  'request_guarantor',
  'individualized_assessment',
  'deny',
] as const;
export type RecommendedDecision = (typeof recommendedDecisionNames)[number];

/** What the leasing team is advised to do, one for each criterion outcome. */
export const recommendedDecisions = {
  pass: 'approve',
  conditional: 'conditionally_approve',
  guarantor: 'request_guarantor',
  review: 'individualized_assessment',
  fail: 'deny',
} as const satisfies Record<CriterionOutcome, RecommendedDecision>;

const outcome = z.enum(criterionOutcomes);
const adultOutcome = z.object({ applicant_id: z.number().int(), outcome });

export const criterionAssessmentSchema = z.discriminatedUnion('criterion', [
  z.object({
    criterion: z.literal('credit'),
    outcome,
    min_credit_score: z.number().int(),
    conditional_min_credit_score: z.number().int(),
    adults: z.array(adultOutcome.extend({ credit_score: z.number().int().nullable() })),
  }),
  z.object({
    criterion: z.literal('eviction'),
    outcome,
    lookback_years: z.number().int(),
    lookback_from: z.iso.date().describe('Records filed on or after this day count'),
    adults: z.array(adultOutcome.extend({ filed_on: z.string().nullable() })),
  }),
  z.object({
    criterion: z.literal('income'),
    outcome,
    household_monthly_income_cents: z.number().int(),
    household_required_cents: z.number().int(),
    household_multiplier: z.number(),
    guarantor_required_cents: z.number().int(),
    guarantor_multiplier: z.number(),
    best_guarantor_monthly_income_cents: z
      .number()
      .int()
      .nullable()
      .describe('The highest income among the guarantors, null without one'),
  }),
  z.object({ criterion: z.literal('criminal'), outcome, adults: z.array(adultOutcome) }),
]);
export type CriterionAssessment = z.infer<typeof criterionAssessmentSchema>;
export type CriterionName = CriterionAssessment['criterion'];

export const recommendationSchema = z.object({
  decision: z.enum(recommendedDecisionNames),
  outcome,
  criteria: z.array(criterionAssessmentSchema),
  additional_deposit: z
    .object({ amount_cents: z.number().int(), kind: z.enum(additionalDepositKinds) })
    .nullable()
    .describe(
      'When credit falls in the conditional band: what a conditional approval asks on top of the deposits',
    ),
  failed: z
    .array(z.enum(['credit', 'eviction', 'income', 'criminal']))
    .describe('The criteria that failed: the reasons a denial would give'),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
