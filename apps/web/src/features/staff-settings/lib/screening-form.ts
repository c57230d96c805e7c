import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import { numberText, type ReadResult, ValueReader } from './section-values';

type NumberField = Exclude<keyof ScreeningPolicy, 'criminal_individualized_assessment'>;

/** The screening policy as its form's inputs hold it, under the policy's own names. */
export type ScreeningValues = Record<NumberField, string> & { criminal_individualized_assessment: boolean };

export function screeningValues(policy: ScreeningPolicy): ScreeningValues {
  return {
    min_credit_score: numberText(policy.min_credit_score),
    conditional_min_credit_score: numberText(policy.conditional_min_credit_score),
    conditional_additional_deposit_months: numberText(policy.conditional_additional_deposit_months),
    eviction_lookback_years: numberText(policy.eviction_lookback_years),
    criminal_individualized_assessment: policy.criminal_individualized_assessment,
    criminal_response_days: numberText(policy.criminal_response_days),
  };
}

export function readScreening(values: ScreeningValues): ReadResult<ScreeningPolicy> {
  const reader = new ValueReader();
  const number = (field: NumberField) => reader.number(field, values[field]) as number;
  return reader.result({
    min_credit_score: number('min_credit_score'),
    conditional_min_credit_score: number('conditional_min_credit_score'),
    conditional_additional_deposit_months: number('conditional_additional_deposit_months'),
    eviction_lookback_years: number('eviction_lookback_years'),
    criminal_individualized_assessment: values.criminal_individualized_assessment,
    criminal_response_days: number('criminal_response_days'),
  });
}

/** Every field of the policy, in the form's order: credit, evictions, then criminal records. */
export const SCREENING_FIELDS = [
  'min_credit_score',
  'conditional_min_credit_score',
  'conditional_additional_deposit_months',
  'eviction_lookback_years',
  'criminal_individualized_assessment',
  'criminal_response_days',
] as const satisfies ReadonlyArray<keyof ScreeningPolicy>;

const FIELDS: readonly string[] = SCREENING_FIELDS;

/** The field of the screening form a path within the policy names. */
export function screeningFieldOf(path: string): string | undefined {
  const [field = ''] = path.split('.');
  return FIELDS.includes(field) ? field : undefined;
}
