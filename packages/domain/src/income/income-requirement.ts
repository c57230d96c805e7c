import { divideRounded } from '../pricing/rounding.js';

/** Whose requirement the Income & Employment tips show (spec part 2 §6). */
export const incomeRequirementKinds = ['guarantor', 'household'] as const;
export type IncomeRequirementKind = (typeof incomeRequirementKinds)[number];

export interface IncomeRequirement {
  kind: IncomeRequirementKind;
  /** The community's factor: guarantor_income_requirement_multiplier or applicant_income_requirements. */
  multiplier: number;
  monthly_rent: number;
  monthly_income: number;
  yearly_income: number;
}

/** Multipliers are configured with up to four decimals; as a whole number they keep the math exact. */
const MULTIPLIER_SCALE = 10_000;
const MONTHS_PER_YEAR = 12;

/**
 * Spec part 2 §5 "Income requirements": a guarantor needs guarantor_income_requirement_multiplier × the
 * monthly rent, a household is recommended applicant_income_requirements × the monthly rent. Cents,
 * rounded half away from zero.
 */
export function incomeRequirement(
  kind: IncomeRequirementKind,
  multiplier: number,
  monthlyRentCents: number,
): IncomeRequirement {
  const monthlyIncome = divideRounded(
    monthlyRentCents * Math.round(multiplier * MULTIPLIER_SCALE),
    MULTIPLIER_SCALE,
  );
  return {
    kind,
    multiplier,
    monthly_rent: monthlyRentCents,
    monthly_income: monthlyIncome,
    yearly_income: monthlyIncome * MONTHS_PER_YEAR,
  };
}
