import { FinancialSourceStatus, hasIssues } from '@portal/domain/constants/financial-source-status';
import {
  type FinancialStreamType,
  IncomeSourceType,
  isManualSourceType,
  type ManualSourceType,
} from '@portal/domain/constants/financial-source-types';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { type DocumentRuleSettings, linkedUploadRule } from '@portal/domain/income/proof-documents';
import type { BankingData, FinancialSource } from '@portal/domain/schemas/financial-sources';

/** A stream's sources and their total, as the Summary lists them. */
export function streamOf(data: BankingData, stream: FinancialStreamType) {
  switch (stream) {
    case 'income':
      return { sources: data.income_sources, total: data.income_total };
    case 'asset':
      return { sources: data.asset_sources, total: data.asset_total };
    case 'voucher':
      return { sources: data.vouchers_sources, total: data.vouchers_total };
  }
}

export function allSources(data: BankingData): FinancialSource[] {
  return [...data.income_sources, ...data.asset_sources, ...data.vouchers_sources];
}

/** The Connect intro until the applicant added a source or said they have none; the Summary after. */
export function showsIntro(data: BankingData): boolean {
  return allSources(data).length === 0 && !data.reported_no_income_assets;
}

/** Spec part 2 §4 "Summary Continue", and the two banners of §8 that explain a disabled Continue. */
export function summaryState(data: BankingData) {
  const sources = allSources(data);
  const moreInfoRequested = sources.some((source) => source.has_requested_more_documents);
  const issuesFound = sources.some(hasIssues);
  return {
    moreInfoRequested,
    issuesFound,
    canContinue: (sources.length > 0 || data.reported_no_income_assets) && !moreInfoRequested && !issuesFound,
  };
}

/**
 * The Summary's button (spec part 2 §2): Submit on a renewal, where finishing the step sends the renewal to
 * the leasing team with no step after it; Continue on every other type, which walks on to Fees & Deposits
 * (docs/decisions/0022-income-summary-submit.md).
 */
export function summaryFinishLabel(transactionType: number): 'submit' | 'continue' {
  return transactionType === TransactionType.Renewal ? 'submit' : 'continue';
}

/** Why a source needs the applicant's attention (spec part 2 §8 "Per-source reasons"), in reading order. */
export type SourceReason =
  | 'moreDocumentsRequested'
  | 'passwordProtected'
  | 'unverified'
  | 'insufficientDocuments'
  | 'fraudRisk';

export function sourceReasons(source: FinancialSource): SourceReason[] {
  const reasons: [SourceReason, boolean][] = [
    ['moreDocumentsRequested', source.has_requested_more_documents],
    ['passwordProtected', source.contains_password_protected_document],
    ['unverified', source.status === FinancialSourceStatus.Unverified],
    ['insufficientDocuments', source.status === FinancialSourceStatus.InsufficientDocuments],
    ['fraudRisk', source.plaid_has_fraud_risk || source.funnel_risk_signals.length > 0],
  ];
  return reasons.flatMap(([reason, applies]) => (applies ? [reason] : []));
}

/**
 * The amount a source shows: none while it is reviewed ("Verifying amount", "$ --"), else what the
 * leasing team verified, or what the applicant stated.
 */
export function shownAmount(source: FinancialSource): number | null {
  if (source.status === FinancialSourceStatus.Pending) return null;
  return source.adjusted_amount ?? source.estimated_amount;
}

/** A source the applicant entered by hand. */
export type EditableSource = FinancialSource & { income_or_asset_type: ManualSourceType };

/** Sources from a linked account are the provider's to change; manual ones the applicant's. */
export function canEdit(source: FinancialSource): source is EditableSource {
  return isManualSourceType(source.income_or_asset_type);
}

/**
 * A source from a linked account takes documents beside it only where the community's proof rules allow
 * it (allow_manual_document_upload_plaid, docs/decisions/0034-proof-documents-settings.md).
 */
export function canUploadDocuments(source: FinancialSource, settings: DocumentRuleSettings): boolean {
  return linkedUploadRule(settings, source.income_or_asset_type) !== null;
}

/**
 * Spec part 2 §6: Remove shows on every source but the income a linked bank account reported (Plaid Bank,
 * from either provider's bank link). That report is the account's whole deposit record and stays whole:
 * Start Over clears it to link again (docs/decisions/0022-income-summary-submit.md).
 */
export function canRemove(source: FinancialSource): boolean {
  return source.income_or_asset_type !== IncomeSourceType.PlaidBank;
}
