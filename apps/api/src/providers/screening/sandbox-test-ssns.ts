import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { addMonths, formatCalendarDate, parseCalendarDate } from '@portal/domain/dates/calendar-date';
import type { CategoryResult } from './screening-provider.js';

/**
 * The sandbox's test SSNs (docs/api.md, "Screening"): the last four digits name the category with a finding.
 * Every other SSN, and every ITIN, screens clear.
 */
export type SandboxScenario = 'clear' | 'thin_credit_file' | 'criminal_review' | 'eviction' | 'no_tax_id';

export const sandboxTestSsns: ReadonlyMap<string, SandboxScenario> = new Map<string, SandboxScenario>([
  ['500010001', 'clear'],
  ['500010010', 'thin_credit_file'],
  ['500010020', 'criminal_review'],
  ['500010030', 'eviction'],
]);

/** The same day `years` earlier: the records are dated relative to today so the look-back holds for ever. */
function yearsBefore(today: string, years: number): string {
  const day = parseCalendarDate(today);
  if (!day) throw new RangeError(`Not a calendar date: ${today}`);
  return formatCalendarDate(addMonths(day, -12 * years));
}

type Finding = Omit<CategoryResult, 'category'>;
type Findings = Record<'credit' | 'criminal' | 'eviction' | 'income', Finding>;

const clear: Findings = {
  credit: {
    outcome: 'clear',
    summary: 'Credit score 742. No collections or late payments.',
    creditScore: 742,
    recordDate: null,
    scoreFactors: ['Length of credit history', 'Number of recently opened accounts'],
  },
  criminal: {
    outcome: 'clear',
    summary: 'No criminal records found.',
    creditScore: null,
    recordDate: null,
    scoreFactors: [],
  },
  eviction: {
    outcome: 'clear',
    summary: 'No eviction filings found.',
    creditScore: null,
    recordDate: null,
    scoreFactors: [],
  },
  income: {
    outcome: 'clear',
    summary: 'Reported income is consistent with the records found.',
    creditScore: null,
    recordDate: null,
    scoreFactors: [],
  },
};

/** A record `years` before today, its year in the summary the leasing team reads. */
function dated(years: number, today: string, summary: (year: string) => string): Finding {
  const recordDate = yearsBefore(today, years);
  return {
    outcome: 'review',
    summary: summary(recordDate.slice(0, 4)),
    creditScore: null,
    recordDate,
    scoreFactors: [],
  };
}

function findings(scenario: SandboxScenario, today: string): Findings {
  switch (scenario) {
    case 'clear':
      return clear;
    case 'thin_credit_file':
      return {
        ...clear,
        credit: {
          outcome: 'insufficient',
          summary: 'Thin credit file: too little credit history to score.',
          creditScore: null,
          recordDate: null,
          scoreFactors: [],
        },
      };
    case 'criminal_review':
      return {
        ...clear,
        criminal: dated(
          6,
          today,
          (year) => `1 record found: misdemeanor conviction (${year}). Needs review against the criteria.`,
        ),
      };
    case 'eviction':
      return {
        ...clear,
        credit: {
          outcome: 'clear',
          summary: 'Credit score 655. One collection account from a former landlord.',
          creditScore: 655,
          recordDate: null,
          scoreFactors: [
            'Serious delinquency or collection filed',
            'Proportion of balances to credit limits is too high',
            'Length of credit history',
          ],
        },
        // Two years back: inside every demo community's five-year look-back.
        eviction: dated(2, today, (year) => `1 eviction filing found (${year}), judgment for the landlord.`),
      };
    case 'no_tax_id':
      return {
        ...clear,
        credit: {
          outcome: 'insufficient',
          summary: 'No credit check: no SSN or ITIN was given.',
          creditScore: null,
          recordDate: null,
          scoreFactors: [],
        },
      };
  }
}

const categoryOf: Record<keyof Findings, CategoryResult['category']> = {
  credit: ScreeningCategory.Credit,
  criminal: ScreeningCategory.Criminal,
  eviction: ScreeningCategory.Eviction,
  income: ScreeningCategory.Income,
};

/** The four results a scenario gives on `today` ('YYYY-MM-DD'), in category order. */
export function sandboxResults(scenario: SandboxScenario, today: string): CategoryResult[] {
  const scenarioFindings = findings(scenario, today);
  return (Object.keys(categoryOf) as Array<keyof Findings>).map((key) => ({
    category: categoryOf[key],
    ...scenarioFindings[key],
  }));
}
