import { parsePayFrequency, yearlyCents } from '@portal/domain/income/pay-frequency';
import { divideRounded } from '@portal/domain/pricing/rounding';
import type {
  AssetReport,
  CreditBankIncome,
  CreditPayrollIncomeGetResponse,
  CreditPayrollIncomeRiskSignalsGetResponse,
} from 'plaid';
import type { LinkedAssetAccount, LinkedIncomeStream, LinkedRisk } from './financial-link-provider.js';

/** Plaid answers in dollars with cents as a fraction; ours are integer cents. */
const centsOf = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

const DAYS_PER_YEAR = 365;

/**
 * Bank Income's streams, annualized from what each actually paid over the days Plaid looked at (more
 * faithful to an irregular income than one deposit times a frequency).
 */
export function bankIncomeStreams(report: CreditBankIncome | undefined): LinkedIncomeStream[] {
  const days = report?.days_requested || 90;
  return (report?.items ?? []).flatMap((item) =>
    (item.bank_income_sources ?? []).map((source, index) => ({
      reference: source.income_source_id ?? `${item.item_id ?? 'item'}-${index}`,
      payerName: source.income_description?.trim() || item.institution_name || 'Bank deposits',
      payFrequency: parsePayFrequency(source.pay_frequency),
      yearlyCents: divideRounded(centsOf(source.total_amount) * DAYS_PER_YEAR, days),
    })),
  );
}

const ASSET_ACCOUNT_TYPES = new Set(['depository', 'investment']);

/** Deposit and investment accounts with their current balance; credit and loans are no assets. */
export function assetAccounts(report: AssetReport): LinkedAssetAccount[] {
  return report.items.flatMap((item) =>
    item.accounts
      .filter((account) => ASSET_ACCOUNT_TYPES.has(account.type))
      .map((account) => ({
        reference: account.account_id,
        institutionName: item.institution_name,
        accountName: account.name,
        mask: account.mask,
        balanceCents: Math.max(0, centsOf(account.balances.current ?? account.balances.available)),
      })),
  );
}

/** Where Plaid stands with the payroll data: documents are read and checked before they are ready. */
export function payrollProcessing(response: CreditPayrollIncomeGetResponse): 'pending' | 'ready' | 'failed' {
  const statuses = response.items.map((item) => item.status?.processing_status ?? 'UNKNOWN');
  if (statuses.includes('FAILED')) return 'failed';
  return statuses.length > 0 && statuses.every((status) => status === 'PROCESSING_COMPLETE')
    ? 'ready'
    : 'pending';
}

/** One stream per employer, from its latest pay stub: gross pay per period times periods per year. */
export function payrollStreams(response: CreditPayrollIncomeGetResponse): LinkedIncomeStream[] {
  const latest = new Map<string, { stream: LinkedIncomeStream; payDate: string }>();
  for (const item of response.items) {
    for (const income of item.payroll_income) {
      for (const stub of income.pay_stubs) {
        const payerName = stub.employer.name?.trim() || item.institution_name;
        const details = stub.pay_period_details;
        const payDate = details.pay_date ?? '';
        const known = latest.get(payerName);
        if (known && known.payDate >= payDate) continue;
        const frequency = parsePayFrequency(details.pay_frequency);
        latest.set(payerName, {
          payDate,
          stream: {
            reference: stub.document_id ?? `${item.item_id}-${payerName}`,
            payerName,
            payFrequency: frequency,
            yearlyCents: yearlyCents(centsOf(details.gross_earnings ?? details.pay_amount), frequency),
          },
        });
      }
    }
  }
  return [...latest.values()].map((entry) => entry.stream);
}

const HIGH_RISK_SCORE = 80;
const MEDIUM_RISK_SCORE = 50;

/** Document Income's fraud signals: the highest document risk score, and each signal that points to fraud. */
export function payrollRisk(response: CreditPayrollIncomeRiskSignalsGetResponse): LinkedRisk | null {
  const documents = response.items.flatMap((item) =>
    item.verification_risk_signals.flatMap((signals) => signals.single_document_risk_signals),
  );
  if (documents.length === 0) return null;
  const score = Math.max(0, ...documents.map((document) => document.risk_summary.risk_score ?? 0));
  const signals = documents.flatMap((document) =>
    document.risk_signals
      .filter((signal) => signal.has_fraud_risk)
      .map((signal) => signal.signal_description ?? signal.type ?? 'Unnamed risk signal'),
  );
  return {
    hasFraudRisk: signals.length > 0 || score >= HIGH_RISK_SCORE,
    riskScoreLabel: score >= HIGH_RISK_SCORE ? 'High' : score >= MEDIUM_RISK_SCORE ? 'Medium' : 'Low',
    signals,
  };
}
