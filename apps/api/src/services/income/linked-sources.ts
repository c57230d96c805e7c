import { type LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import { AssetSourceType, IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { DESCRIPTION_MAX_LENGTH } from '@portal/domain/constants/limits';
import { payFrequencyWording } from '@portal/domain/income/pay-frequency';
import type { financialSources } from '../../db/schema/financial-sources.js';
import type { LinkedReport } from '../../providers/financial-link/financial-link-provider.js';

type NewSource = Omit<
  typeof financialSources.$inferInsert,
  'transactionId' | 'applicantId' | 'createdAt' | 'updatedAt'
>;

const describe = (text: string) => text.slice(0, DESCRIPTION_MAX_LENGTH);

/**
 * A finished report as financial sources (spec part 2 §3): each income stream a Plaid Bank (bank link) or
 * Plaid Payroll (payroll flows) income, each deposit account a Plaid asset, described in words. The
 * provider's data is verified as it comes, unless it flagged a fraud risk or still has documents to
 * check: then the sources wait for the leasing team's review.
 */
export function sourcesFromReport(
  report: LinkedReport,
  { style, product }: { style: LinkStyle; product: LinkProduct },
): NewSource[] {
  const { risk } = report;
  const needsReview = Boolean(risk?.hasFraudRisk) || report.pendingProviderVerification;
  const common = {
    status: needsReview ? FinancialSourceStatus.Pending : FinancialSourceStatus.Verified,
    isPlaid: style === LinkStyle.Plaid,
    flowType: style === LinkStyle.Plaid ? product : null,
    plaidHasFraudRisk: risk?.hasFraudRisk ?? false,
    plaidRiskScoreLabel: risk?.riskScoreLabel ?? null,
    funnelRiskSignals: risk?.signals ?? [],
    isPendingPlaidVerification: report.pendingProviderVerification,
  };
  const incomeType = product === 'bank' ? IncomeSourceType.PlaidBank : IncomeSourceType.PlaidPayroll;
  const income = report.incomeStreams.map(
    (stream): NewSource => ({
      ...common,
      streamType: 'income',
      incomeOrAssetType: incomeType,
      estimatedAmountCents: stream.yearlyCents,
      other: describe(`${stream.payerName} — ${payFrequencyWording(stream.payFrequency)}`),
      finicityIncomeStreamId: style === LinkStyle.Finicity ? stream.reference : null,
    }),
  );
  const assets = report.assetAccounts.map(
    (account): NewSource => ({
      ...common,
      streamType: 'asset',
      incomeOrAssetType: AssetSourceType.Plaid,
      estimatedAmountCents: account.balanceCents,
      other: describe(
        [account.institutionName, account.accountName, account.mask ? `••••${account.mask}` : '']
          .filter(Boolean)
          .join(' '),
      ),
    }),
  );
  return [...income, ...assets];
}
