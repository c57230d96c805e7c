import {
  addMonths,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../dates/calendar-date.js';
import { incomeRequirement } from '../income/income-requirement.js';
import { divideRounded } from '../pricing/rounding.js';
import {
  type CriterionAssessment,
  type CriterionOutcome,
  criterionOutcomes,
  type Recommendation,
  recommendedDecisions,
} from '../schemas/recommendation.js';
import type { ScreeningPolicy } from '../schemas/screening-policy.js';
import type { ScreeningOutcome } from '../schemas/screening-report.js';

/** One adult on the application as the screening and the income sources found them. */
export interface ScreenedAdult {
  applicant_id: number;
  is_guarantor: boolean;
  credit: { outcome: ScreeningOutcome; score: number | null };
  /** `filed_on` is the most recent record's filing date, null when the provider gave none. */
  eviction: { outcome: ScreeningOutcome; filed_on: string | null };
  criminal: { outcome: ScreeningOutcome };
  /** Verified sources where there are any, else what the applicant stated. */
  monthly_income_cents: number;
}

export interface RecommendationInput {
  policy: ScreeningPolicy;
  monthly_rent_cents: number;
  /** applicant_income_requirements: the household's income is to be this many times the rent. */
  household_income_multiplier: number;
  /** guarantor_income_requirement_multiplier: a guarantor's income is to be this many times the rent. */
  guarantor_income_multiplier: number;
  /** enable_deposit_alternative: a conditional approval asks a non-refundable fee instead of a deposit. */
  deposit_alternative: boolean;
  /** Today in the community's calendar, 'YYYY-MM-DD'. */
  today: string;
  adults: ScreenedAdult[];
}

const severity = (outcome: CriterionOutcome) => criterionOutcomes.indexOf(outcome);
const worst = (outcomes: CriterionOutcome[]): CriterionOutcome =>
  outcomes.reduce<CriterionOutcome>((a, b) => (severity(b) > severity(a) ? b : a), 'pass');

/** Months of rent are configured with up to two decimals; as hundredths the amount stays exact. */
const HUNDREDTHS = 100;

function creditOutcome(policy: ScreeningPolicy, score: number | null): CriterionOutcome {
  // No score is an insufficient file: the policy treats it like a score in the conditional band.
  if (score === null) return 'conditional';
  if (score >= policy.min_credit_score) return 'pass';
  return score >= policy.conditional_min_credit_score ? 'conditional' : 'fail';
}

function evictionOutcome(adult: ScreenedAdult, lookbackFrom: string): CriterionOutcome {
  if (adult.eviction.outcome !== 'review') return 'pass';
  const filed = adult.eviction.filed_on ? parseCalendarDate(adult.eviction.filed_on) : undefined;
  const from = parseCalendarDate(lookbackFrom);
  // A record without a readable date cannot be shown to be old enough, so it counts.
  if (!filed || !from) return 'fail';
  return compareCalendarDates(filed, from) >= 0 ? 'fail' : 'pass';
}

function incomeAssessment(input: RecommendationInput): CriterionAssessment {
  const household = incomeRequirement(
    'household',
    input.household_income_multiplier,
    input.monthly_rent_cents,
  );
  const guarantor = incomeRequirement(
    'guarantor',
    input.guarantor_income_multiplier,
    input.monthly_rent_cents,
  );
  const householdIncome = input.adults
    .filter((adult) => !adult.is_guarantor)
    .reduce((total, adult) => total + adult.monthly_income_cents, 0);
  const guarantorIncomes = input.adults
    .filter((adult) => adult.is_guarantor)
    .map((adult) => adult.monthly_income_cents);
  const bestGuarantor = guarantorIncomes.length > 0 ? Math.max(...guarantorIncomes) : null;
  const covered =
    householdIncome >= household.monthly_income ||
    (bestGuarantor !== null && bestGuarantor >= guarantor.monthly_income);
  return {
    criterion: 'income',
    outcome: covered ? 'pass' : 'guarantor',
    household_monthly_income_cents: householdIncome,
    household_required_cents: household.monthly_income,
    household_multiplier: input.household_income_multiplier,
    guarantor_required_cents: guarantor.monthly_income,
    guarantor_multiplier: input.guarantor_income_multiplier,
    best_guarantor_monthly_income_cents: bestGuarantor,
  };
}

/**
 * The community's screening policy applied criterion by criterion (issue 17): credit, eviction within
 * the look-back, household income (or a guarantor's) against the rent, and criminal records, which are
 * always left to a person's individualized assessment. The recommendation is the worst outcome; staff
 * may decide otherwise with a written reason.
 */
export function recommend(input: RecommendationInput): Recommendation {
  const { policy } = input;
  const today = parseCalendarDate(input.today);
  if (!today) throw new RangeError(`recommend needs today as YYYY-MM-DD, got ${input.today}`);
  const lookbackFrom = formatCalendarDate(addMonths(today, -12 * policy.eviction_lookback_years));

  const creditAdults = input.adults.map((adult) => ({
    applicant_id: adult.applicant_id,
    credit_score: adult.credit.score,
    outcome: creditOutcome(policy, adult.credit.score),
  }));
  const evictionAdults = input.adults.map((adult) => ({
    applicant_id: adult.applicant_id,
    filed_on: adult.eviction.filed_on,
    outcome: evictionOutcome(adult, lookbackFrom),
  }));
  const criminalAdults = input.adults.map((adult) => ({
    applicant_id: adult.applicant_id,
    outcome: adult.criminal.outcome === 'review' ? ('review' as const) : ('pass' as const),
  }));
  const credit: CriterionAssessment = {
    criterion: 'credit',
    outcome: worst(creditAdults.map((adult) => adult.outcome)),
    min_credit_score: policy.min_credit_score,
    conditional_min_credit_score: policy.conditional_min_credit_score,
    adults: creditAdults,
  };
  const criteria: CriterionAssessment[] = [
    credit,
    {
      criterion: 'eviction',
      outcome: worst(evictionAdults.map((adult) => adult.outcome)),
      lookback_years: policy.eviction_lookback_years,
      lookback_from: lookbackFrom,
      adults: evictionAdults,
    },
    incomeAssessment(input),
    {
      criterion: 'criminal',
      outcome: worst(criminalAdults.map((adult) => adult.outcome)),
      adults: criminalAdults,
    },
  ];

  const outcome = worst(criteria.map((criterion) => criterion.outcome));
  const additionalDeposit = divideRounded(
    input.monthly_rent_cents * Math.round(policy.conditional_additional_deposit_months * HUNDREDTHS),
    HUNDREDTHS,
  );
  return {
    decision: recommendedDecisions[outcome],
    outcome,
    criteria,
    additional_deposit:
      credit.outcome === 'conditional'
        ? {
            amount_cents: additionalDeposit,
            kind: input.deposit_alternative ? 'security_fee' : 'security_deposit',
          }
        : null,
    failed: criteria.filter((criterion) => criterion.outcome === 'fail').map(({ criterion }) => criterion),
  };
}
