import type { RoleKey } from '@portal/domain/constants/roles';
import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { monthlyIncomeForDecision } from '@portal/domain/decision/decision-income';
import { recommend, type ScreenedAdult } from '@portal/domain/decision/recommendation';
import type { CommunitySettings } from '@portal/domain/schemas/community';
import type { Recommendation } from '@portal/domain/schemas/recommendation';
import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import type { StaffApplicant } from '@portal/domain/schemas/staff-application-file';

/** The roles a decision weighs: everyone who signs the lease or guarantees it. */
const decidingRoles: ReadonlySet<RoleKey> = new Set<RoleKey>([
  'primary_applicant',
  'co_applicant',
  'guarantor',
]);

function screenedAdult(person: StaffApplicant): ScreenedAdult {
  const result = (category: number) => person.screening?.results.find((found) => found.category === category);
  const credit = result(ScreeningCategory.Credit);
  const eviction = result(ScreeningCategory.Eviction);
  const criminal = result(ScreeningCategory.Criminal);
  return {
    applicant_id: person.applicant_id,
    is_guarantor: person.role === 'guarantor',
    // Not screened yet: no score, the same as a file too thin to score.
    credit: { outcome: credit?.outcome ?? 'insufficient', score: credit?.credit_score ?? null },
    eviction: { outcome: eviction?.outcome ?? 'clear', filed_on: eviction?.record_date ?? null },
    criminal: { outcome: criminal?.outcome ?? 'clear' },
    monthly_income_cents: monthlyIncomeForDecision(person.financial_sources, person.stated_income_cents),
  };
}

/** The community's policy applied to the household as the application file shows it. */
export function recommendFor(input: {
  policy: ScreeningPolicy;
  settings: CommunitySettings;
  monthlyRentCents: number;
  today: string;
  household: StaffApplicant[];
}): Recommendation {
  return recommend({
    policy: input.policy,
    monthly_rent_cents: input.monthlyRentCents,
    household_income_multiplier: input.settings.applicant_income_requirements,
    guarantor_income_multiplier: input.settings.guarantor_income_requirement_multiplier,
    deposit_alternative: input.settings.enable_deposit_alternative,
    today: input.today,
    adults: input.household.filter((person) => decidingRoles.has(person.role)).map(screenedAdult),
  });
}
