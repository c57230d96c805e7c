import { hasIssues } from '@portal/domain/constants/financial-source-status';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { bankingData } from './banking-data.js';

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
      ? 'income_step_unanswered'
      : sources.some((source) => hasIssues(source) || source.has_requested_more_documents)
        ? 'income_sources_need_attention'
        : undefined;
  if (problem) throw new AppError('ValidationError', problem, { financial_sources: [problem] });
}
