import type {
  AssetReportGetResponse,
  CreditBankIncomeGetResponse,
  CreditPayrollIncomeGetResponse,
  CreditPayrollIncomeRiskSignalsGetResponse,
} from 'plaid';
import type { PlaidClient } from '../../src/providers/financial-link/plaid.js';

/** How Plaid's SDK fails: an Axios error carrying Plaid's error body. */
export const plaidError = (code: string) =>
  Object.assign(new Error(`Request failed: ${code}`), {
    response: { status: 400, data: { error_type: 'ITEM_ERROR', error_code: code, error_message: code } },
  });

/** Plaid's answers in the shapes of its API reference; only the fields our mapping reads are filled in. */
export const bankIncome = {
  bank_income: [
    {
      days_requested: 90,
      items: [
        {
          item_id: 'item-1',
          institution_name: 'First Platypus Bank',
          bank_income_sources: [
            {
              income_source_id: 'src-1',
              income_description: 'NORTHWIND LOGISTICS PAYROLL',
              pay_frequency: 'BIWEEKLY',
              total_amount: 12_900,
            },
            {
              income_source_id: 'src-2',
              income_description: '',
              pay_frequency: 'UNKNOWN',
              total_amount: 900.5,
            },
          ],
        },
      ],
    },
  ],
} as CreditBankIncomeGetResponse;

export const assetReport = {
  report: {
    items: [
      {
        institution_name: 'First Platypus Bank',
        accounts: [
          {
            account_id: 'acc-1',
            name: 'Plaid Savings',
            mask: '1111',
            type: 'depository',
            balances: { current: 8420.55, available: 8000 },
          },
          {
            account_id: 'acc-2',
            name: 'Plaid Credit Card',
            mask: '3333',
            type: 'credit',
            balances: { current: 410 },
          },
          {
            account_id: 'acc-3',
            name: 'Plaid IRA',
            mask: null,
            type: 'investment',
            balances: { current: null, available: 320.1 },
          },
        ],
      },
    ],
  },
} as unknown as AssetReportGetResponse;

const stub = (employer: string, payDate: string, gross: number, frequency: string) => ({
  document_id: `doc-${employer}-${payDate}`,
  employer: { name: employer, address: {} },
  pay_period_details: {
    pay_date: payDate,
    gross_earnings: gross,
    pay_amount: gross * 0.8,
    pay_frequency: frequency,
  },
});

export const payrollIncome = (status: string) =>
  ({
    items: [
      {
        item_id: 'item-2',
        institution_name: 'Gingham Payroll',
        status: { processing_status: status },
        payroll_income: [
          {
            pay_stubs: [
              stub('Northwind Logistics', '2026-10-31', 2000, 'biweekly'),
              stub('Northwind Logistics', '2026-11-14', 2150, 'BIWEEKLY'),
              stub('Lakeview Coffee Co.', '2026-11-13', 310, 'weekly'),
            ],
          },
        ],
      },
    ],
  }) as unknown as CreditPayrollIncomeGetResponse;

export const riskSignals = {
  items: [
    {
      item_id: 'item-2',
      verification_risk_signals: [
        {
          single_document_risk_signals: [
            {
              risk_summary: { risk_score: 91 },
              risk_signals: [
                { type: 'FONT', has_fraud_risk: true, signal_description: 'Two fonts in the net pay field' },
                { type: 'METADATA', has_fraud_risk: false, signal_description: 'Created with a PDF printer' },
              ],
            },
            { risk_summary: { risk_score: 12 }, risk_signals: [] },
          ],
        },
      ],
    },
  ],
} as unknown as CreditPayrollIncomeRiskSignalsGetResponse;

type Answers = { [K in keyof PlaidClient]?: () => unknown };

/** A Plaid client that records each request and answers from `answers` (or a minimal success). */
export function fakePlaid(answers: Answers = {}) {
  const requests: { method: keyof PlaidClient; request: unknown }[] = [];
  const defaults: Required<Answers> = {
    userCreate: () => ({ user_token: 'user-sandbox-token', user_id: 'usr_1' }),
    linkTokenCreate: () => ({ link_token: 'link-production-abc', expiration: '2026-11-22T19:00:00Z' }),
    itemPublicTokenExchange: () => ({ access_token: 'access-production-xyz', item_id: 'item-1' }),
    assetReportCreate: () => ({ asset_report_token: 'assets-production-123', asset_report_id: 'ar-1' }),
    assetReportGet: () => assetReport,
    creditBankIncomeGet: () => bankIncome,
    creditPayrollIncomeGet: () => payrollIncome('PROCESSING_COMPLETE'),
    creditPayrollIncomeRiskSignalsGet: () => riskSignals,
  };
  const call =
    (method: keyof PlaidClient) =>
    async (request: unknown): Promise<{ data: never }> => {
      requests.push({ method, request });
      return { data: (answers[method] ?? defaults[method])() as never };
    };
  const client = Object.fromEntries(
    (Object.keys(defaults) as (keyof PlaidClient)[]).map((method) => [method, call(method)]),
  ) as unknown as PlaidClient;
  return { client, requests };
}
