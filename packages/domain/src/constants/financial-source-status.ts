/**
 * Where a financial source stands in verification (spec part 2 §4). The spec names the states but gives no
 * values, so they are numbered in tens like the product's other status codes.
 */
export const FinancialSourceStatus = {
  /** Waiting for review: shown as "Verifying amount" with "$ --" per year. */
  Pending: 10,
  Verified: 20,
  Unverified: 30,
  InsufficientDocuments: 40,
} as const;
export type FinancialSourceStatus = (typeof FinancialSourceStatus)[keyof typeof FinancialSourceStatus];

export function isFinancialSourceStatus(value: unknown): value is FinancialSourceStatus {
  return (
    typeof value === 'number' && (Object.values(FinancialSourceStatus) as readonly number[]).includes(value)
  );
}

/** What the applicant must look at again before continuing: a review found a problem, or nobody can open a file. */
export function hasIssues(source: {
  status: number;
  contains_password_protected_document: boolean;
}): boolean {
  return (
    source.status === FinancialSourceStatus.Unverified ||
    source.status === FinancialSourceStatus.InsufficientDocuments ||
    source.contains_password_protected_document
  );
}
