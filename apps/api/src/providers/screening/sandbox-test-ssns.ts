import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
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

const clear = {
  credit: {
    outcome: 'clear',
    summary: 'Credit score 742. No collections or late payments.',
    creditScore: 742,
  },
  criminal: { outcome: 'clear', summary: 'No criminal records found.', creditScore: null },
  eviction: { outcome: 'clear', summary: 'No eviction filings found.', creditScore: null },
  income: {
    outcome: 'clear',
    summary: 'Reported income is consistent with the records found.',
    creditScore: null,
  },
} as const;

type Findings = Record<keyof typeof clear, Omit<CategoryResult, 'category'>>;

const findings: Record<SandboxScenario, Findings> = {
  clear,
  thin_credit_file: {
    ...clear,
    credit: {
      outcome: 'insufficient',
      summary: 'Thin credit file: too little credit history to score.',
      creditScore: null,
    },
  },
  criminal_review: {
    ...clear,
    criminal: {
      outcome: 'review',
      summary: '1 record found: misdemeanor conviction (2019). Needs review against the criteria.',
      creditScore: null,
    },
  },
  eviction: {
    ...clear,
    credit: {
      outcome: 'clear',
      summary: 'Credit score 655. One collection account from a former landlord.',
      creditScore: 655,
    },
    eviction: {
      outcome: 'review',
      summary: '1 eviction filing found (2021), judgment for the landlord.',
      creditScore: null,
    },
  },
  no_tax_id: {
    ...clear,
    credit: {
      outcome: 'insufficient',
      summary: 'No credit check: no SSN or ITIN was given.',
      creditScore: null,
    },
  },
};

const categoryOf: Record<keyof Findings, CategoryResult['category']> = {
  credit: ScreeningCategory.Credit,
  criminal: ScreeningCategory.Criminal,
  eviction: ScreeningCategory.Eviction,
  income: ScreeningCategory.Income,
};

/** The four results a scenario gives, in category order. */
export function sandboxResults(scenario: SandboxScenario): CategoryResult[] {
  const scenarioFindings = findings[scenario];
  return (Object.keys(categoryOf) as Array<keyof Findings>).map((key) => ({
    category: categoryOf[key],
    ...scenarioFindings[key],
  }));
}
