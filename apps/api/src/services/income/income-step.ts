import { hasIssues } from '@portal/domain/constants/financial-source-status';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { bankingData } from './banking-data.js';

export const INCOME_STEP_UNANSWERED = 'Add your income or assets, or tell us you have none.';
export const INCOME_SOURCES_NEED_ATTENTION = 'Fix the income or asset sources that need attention first.';

/**
 * The Income & Employment step is done (spec §4 "Summary Continue") once the caller added a source or said
 * they have none, and no source has an issue or an open request for more documents.
 */
export async function assertIncomeStepComplete(
  context: AppContext,
  access: TransactionAccess,
): Promise<void> {
  const data = await bankingData(context, access);
  const sources = [...data.income_sources, ...data.asset_sources, ...data.vouchers_sources];
  const problem =
    sources.length === 0 && !data.reported_no_income_assets
      ? INCOME_STEP_UNANSWERED
      : sources.some((source) => hasIssues(source) || source.has_requested_more_documents)
        ? INCOME_SOURCES_NEED_ATTENTION
        : undefined;
  if (problem) throw new AppError('ValidationError', problem, { financial_sources: [problem] });
}
