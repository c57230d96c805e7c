/** A community whose applicants prove income by hand: no provider, every link flow off. */
export const manualIncomeSettings = {
  financial_situation_verification_provider: 'manual',
  enable_automatic_income_verification: false,
  plaid_link_bank_flow_enabled: false,
  plaid_payroll_digital_flow_enabled: false,
  plaid_payroll_manual_flow_enabled: false,
} as const;
