import type { BankingData, FinancialSource } from '@portal/domain/schemas/financial-sources';

/** For tests: an Employment source of $60,000.00 a year under review, as the API answers it. */
export function source(overrides: Partial<FinancialSource> = {}): FinancialSource {
  return {
    id: 1,
    stream_type: 'income',
    income_or_asset_type: 105,
    estimated_amount: 6_000_000,
    adjusted_amount: null,
    status: 10,
    other: null,
    case_manager_name: null,
    case_manager_contact_info: null,
    uploaded_documents: [],
    is_plaid: false,
    flow_type: null,
    method_to_resolve_unverified_documents: null,
    contains_password_protected_document: false,
    plaid_is_unable_to_be_verified: false,
    plaid_has_fraud_risk: false,
    plaid_risk_score_label: null,
    funnel_risk_signals: [],
    is_pending_plaid_verification: false,
    finicity_income_stream_id: null,
    has_requested_more_documents: false,
    ...overrides,
  };
}

/** For tests: the banking data of someone who has added nothing yet. */
export function banking(overrides: Partial<BankingData> = {}): BankingData {
  return {
    income_sources: [],
    asset_sources: [],
    vouchers_sources: [],
    income_total: 0,
    asset_total: 0,
    vouchers_total: 0,
    reported_no_income_assets: false,
    income_requirement: null,
    ...overrides,
  };
}
