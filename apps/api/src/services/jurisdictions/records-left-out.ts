import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { EffectiveRules } from '@portal/domain/jurisdictions/effective-rules';
import {
  type LeftOutGroup,
  type ScreenedRecord,
  type ScreenedRecordKind,
  splitByLookback,
} from '@portal/domain/jurisdictions/lookback';
import type { StaffApplicant } from '@portal/domain/schemas/staff-application-file';

/**
 * The screening categories whose findings are records a lookback gives a window to. The provider's
 * criminal finding is a conviction (it reports no arrests); an eviction filing is rental history.
 */
const recordKinds: ReadonlyMap<number, ScreenedRecordKind> = new Map<number, ScreenedRecordKind>([
  [ScreeningCategory.Criminal, 'conviction'],
  [ScreeningCategory.Eviction, 'rental_history'],
]);

/** One category's finding as stored: a record when it needs review (a clear one found none). */
export interface ScreeningFinding {
  category: number;
  outcome: string;
  record_date: string | null;
}

export interface FindingsTheLawAllows<Finding> {
  considered: Finding[];
  leftOut: LeftOutGroup[];
}

/**
 * The findings the community's lookback rule lets be weighed on an application made on `applicationDate`,
 * in the order given, and the others counted (decision 0047). Without a lookback rule: all of them.
 */
export function findingsTheLawAllows<Finding extends ScreeningFinding>(
  rules: EffectiveRules,
  applicationDate: string,
  findings: readonly Finding[],
): FindingsTheLawAllows<Finding> {
  const records = findings.flatMap((finding) => {
    const kind = recordKinds.get(finding.category);
    return kind && finding.outcome === 'review'
      ? [{ kind, date: finding.record_date, finding } satisfies ScreenedRecord & { finding: Finding }]
      : [];
  });
  const split = splitByLookback(rules.lookback, applicationDate, records);
  const leftOut = new Set(split.leftOut.map((record) => record.finding));
  return { considered: findings.filter((finding) => !leftOut.has(finding)), leftOut: split.groups };
}

/**
 * The day the application was made, which the statutes measure their windows back from ("the date of the
 * application", C.R.S. § 38-12-904(1)): the day it was submitted, in the community's calendar; before
 * then, today, the day it would be made if it were submitted now.
 */
export function applicationDay(timezone: string, submittedAt: Date | null, now: Date): string {
  return todayIn(timezone, submittedAt ?? now);
}

/** When the household's application was submitted, from the steps its people finished; null before. */
export function submittedAt(household: readonly StaffApplicant[]): Date | null {
  const times = household.flatMap((person) =>
    person.finished_steps
      .filter((finished) => finished.step === TransactionStep.Submitted)
      .map((finished) => new Date(finished.finished_at).getTime()),
  );
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/**
 * The household as the law lets the leasing team see it: each adult's screening without the findings the
 * lookback leaves out, and those counted for the file's line. The adults' own copies of their reports
 * (GET /screening-reports) are not filtered: the law limits what the landlord considers, not what the
 * applicant may read about themselves.
 */
export function householdTheLawAllows(
  rules: EffectiveRules,
  applicationDate: string,
  household: readonly StaffApplicant[],
): { household: StaffApplicant[]; leftOut: LeftOutGroup[] } {
  const findings = household.flatMap((person) => person.screening?.results ?? []);
  const { considered, leftOut } = findingsTheLawAllows(rules, applicationDate, findings);
  const kept = new Set(considered);
  return {
    household: household.map((person) =>
      person.screening
        ? {
            ...person,
            screening: {
              ...person.screening,
              results: person.screening.results.filter((result) => kept.has(result)),
            },
          }
        : person,
    ),
    leftOut,
  };
}
