/**
 * The pages that may follow the Income & Employment Summary's Continue before the journey's next step
 * (spec part 2 §4 "Next route after Continue"), in the order they come.
 */
export const incomeFollowUpPages = ['employer-details', 'stated-income'] as const;
export type IncomeFollowUpPage = (typeof incomeFollowUpPages)[number];

export interface IncomeFollowUpSituation {
  /** The community's `collect_employer_information`. */
  collectEmployerInformation: boolean;
  /** The applicant said they have no income or assets. */
  reportedNoIncomeAssets: boolean;
  /** The leasing team asked for more documents: on a source, or by an income-requested event. */
  additionalDocumentsRequested: boolean;
  /** The applicant is asked to state their income and assets (their enabled_for_stated_income_assets). */
  statedIncomeEnabled: boolean;
  /** The applicant has stated their income and assets already. */
  statedIncomeGiven: boolean;
}

const wanted: Record<IncomeFollowUpPage, (situation: IncomeFollowUpSituation) => boolean> = {
  'employer-details': (situation) =>
    situation.additionalDocumentsRequested ||
    (situation.collectEmployerInformation && !situation.reportedNoIncomeAssets),
  // Someone who told us they have none has stated it already; everyone else asked states it once.
  'stated-income': (situation) =>
    situation.statedIncomeEnabled && !situation.statedIncomeGiven && !situation.reportedNoIncomeAssets,
};

/**
 * Where the applicant goes after `from` (the Summary's Continue, or one of the follow-up pages): the next
 * follow-up page the situation asks for, or null for the journey's next step in the drawer's order: Fees &
 * Deposits, or a later step or the application's completion when those are done (docs/decisions/0025).
 */
export function incomeFollowUp(
  from: 'summary' | IncomeFollowUpPage,
  situation: IncomeFollowUpSituation,
): IncomeFollowUpPage | null {
  const start = from === 'summary' ? 0 : incomeFollowUpPages.indexOf(from) + 1;
  return incomeFollowUpPages.slice(start).find((page) => wanted[page](situation)) ?? null;
}
