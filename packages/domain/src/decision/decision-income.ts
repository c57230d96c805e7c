import { FinancialSourceStatus } from '../constants/financial-source-status.js';
import { FinancialStreamType } from '../constants/financial-source-types.js';
import { divideRounded } from '../pricing/rounding.js';

const MONTHS_PER_YEAR = 12;

export interface IncomeEvidence {
  stream_type: string;
  status: number;
  /** Cents per year, as the applicant stated it. */
  estimated_amount: number;
  /** Cents per year, as the leasing team verified it; null until then. */
  adjusted_amount: number | null;
}

/**
 * The monthly income a decision counts for one person (issue 17): their verified income and voucher
 * sources, at the amount the leasing team verified; with none verified, the yearly income they stated.
 * Assets are not income. Cents, rounded half away from zero.
 */
export function monthlyIncomeForDecision(
  sources: readonly IncomeEvidence[],
  statedYearlyCents: number | null,
): number {
  const verified = sources.filter(
    (source) =>
      source.status === FinancialSourceStatus.Verified &&
      (source.stream_type === FinancialStreamType.Income ||
        source.stream_type === FinancialStreamType.Voucher),
  );
  const yearly =
    verified.length > 0
      ? verified.reduce((total, source) => total + (source.adjusted_amount ?? source.estimated_amount), 0)
      : (statedYearlyCents ?? 0);
  return divideRounded(yearly, MONTHS_PER_YEAR);
}
