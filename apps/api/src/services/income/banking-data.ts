import type { BankingData, FinancialSource } from '@portal/domain/schemas/financial-sources';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { onePer } from '../../lib/one-per.js';
import { accessTransaction, type TransactionAccess } from '../transactions/transaction-access.js';
import { transactionReadCacheOf } from '../transactions/transaction-read-cache.js';
import { describeFinancialSources, type FinancialSourceRow } from './describe-financial-sources.js';
import { incomeRequirementFor } from './income-requirement.js';

const ownSources = onePer((db: Database) =>
  db
    .select()
    .from(financialSources)
    .where(
      and(
        eq(financialSources.transactionId, sql.placeholder('transactionId')),
        eq(financialSources.applicantId, sql.placeholder('applicantId')),
      ),
    )
    .orderBy(asc(financialSources.id))
    .prepare('own_financial_sources'),
);

/** The caller's sources, in the order they were added: the income step reads this on every visit. */
export function listOwnSources(
  db: Database,
  { transaction, applicant }: TransactionAccess,
): Promise<FinancialSourceRow[]> {
  return ownSources(db).execute({ transactionId: transaction.id, applicantId: applicant.id });
}

function describeOwnSources(db: Database, access: TransactionAccess): Promise<FinancialSource[]> {
  return listOwnSources(db, access).then((rows) => describeFinancialSources(db, rows));
}

/** The spec's Banking data for the caller: their sources by stream, with each stream's total. */
export async function bankingData(context: AppContext, access: TransactionAccess): Promise<BankingData> {
  return bankingDataOf(context, access, await describeOwnSources(context.db, access));
}

/** GET …/financial-sources/, which every visit of the income step makes: its rows from the instance's cache. */
export async function bankingDataCached(
  context: AppContext,
  transactionId: number,
  userId: number,
): Promise<BankingData> {
  const { access, sources } = await transactionReadCacheOf(context).read(
    'financial-sources',
    transactionId,
    userId,
    async () => {
      const access = await accessTransaction(context.db, transactionId, userId);
      return { access, sources: await describeOwnSources(context.db, access) };
    },
  );
  return bankingDataOf(context, access, sources);
}

async function bankingDataOf(
  context: AppContext,
  access: TransactionAccess,
  sources: readonly FinancialSource[],
): Promise<BankingData> {
  const stream = (type: FinancialSource['stream_type']) => {
    const list = sources.filter((source) => source.stream_type === type);
    return { list, total: list.reduce((sum, source) => sum + source.estimated_amount, 0) };
  };
  const income = stream('income');
  const assets = stream('asset');
  const vouchers = stream('voucher');
  return {
    income_sources: income.list,
    asset_sources: assets.list,
    vouchers_sources: vouchers.list,
    income_total: income.total,
    asset_total: assets.total,
    vouchers_total: vouchers.total,
    reported_no_income_assets: access.applicant.reportedNoIncomeAssets,
    income_requirement: await incomeRequirementFor(context, access),
  };
}

/** "I don't have income or assets": recorded for the caller; any sources they added stay as they are. */
export async function reportNoIncomeAssets(
  context: AppContext,
  access: TransactionAccess,
): Promise<BankingData> {
  await context.db
    .update(applicants)
    .set({ reportedNoIncomeAssets: true })
    .where(eq(applicants.id, access.applicant.id));
  return bankingData(context, {
    ...access,
    applicant: { ...access.applicant, reportedNoIncomeAssets: true },
  });
}
