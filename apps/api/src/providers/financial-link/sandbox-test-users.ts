import type { LinkProduct } from '@portal/domain/constants/financial-link';
import { yearlyCents } from '@portal/domain/income/pay-frequency';
import type { LinkedReport, LinkedRisk } from './financial-link-provider.js';

/**
 * The sandbox link provider's test institutions and users (docs/api.md, "Sandbox test users"). Every
 * user's password is `pass_good`; any other password, or an unknown user, is refused in the window.
 */
export const SANDBOX_PASSWORD = 'pass_good';

export type SandboxOutcome = 'succeed' | 'fail' | 'error' | 'report_fails' | 'fraud';

export const sandboxTestUsers: Record<string, SandboxOutcome> = {
  /** Two income streams and a savings account. */
  user_good: 'succeed',
  /** The institution refuses the link with a failure code (the account is locked). */
  user_fails: 'fail',
  /** The link succeeds, then the provider raises an error getting the records. */
  user_error: 'error',
  /** The records are fetched, then the report cannot be generated. */
  user_report_fails: 'report_fails',
  /** Like user_good, with a high fraud risk score and its signals. */
  user_fraud: 'fraud',
};

export const outcomeOf = (username: string): SandboxOutcome | undefined =>
  Object.hasOwn(sandboxTestUsers, username) ? sandboxTestUsers[username] : undefined;

/** The failure code the locked institution answers with, as a real provider's window reports it. */
export const SANDBOX_FAILURE = {
  error_code: 'ITEM_LOCKED',
  error_message: 'The account is locked after too many attempts. Please try again later.',
};

export interface SandboxInstitution {
  id: string;
  name: string;
}

/** Banks for a bank link, payroll providers for the payroll flows; an identity check needs none. */
export const sandboxInstitutions: Record<LinkProduct, readonly SandboxInstitution[]> = {
  bank: [
    { id: 'ins_sandbox_platypus', name: 'First Platypus Bank' },
    { id: 'ins_sandbox_tartan', name: 'Tartan Credit Union' },
    { id: 'ins_sandbox_houndstooth', name: 'Houndstooth Bank' },
  ],
  payroll_digital: [
    { id: 'ins_sandbox_gingham', name: 'Gingham Payroll' },
    { id: 'ins_sandbox_paisley', name: 'Paisley HR' },
  ],
  payroll_manual: [{ id: 'ins_sandbox_documents', name: 'Upload pay documents' }],
  identity: [],
};

export const findInstitution = (product: LinkProduct, id: string | undefined) =>
  sandboxInstitutions[product].find((institution) => institution.id === id);

const FRAUD_RISK: LinkedRisk = {
  hasFraudRisk: true,
  riskScoreLabel: 'High',
  signals: [
    'The pay amounts do not add up to the totals shown on the documents.',
    'The documents were edited after they were created.',
  ],
};

/** The test users' report: two employers' pay, and for a bank link a savings account too. */
export function sandboxReport(
  product: LinkProduct,
  outcome: SandboxOutcome,
  institution: SandboxInstitution | undefined,
): LinkedReport {
  const bank = product === 'bank';
  return {
    incomeStreams: [
      {
        reference: 'sandbox-stream-northwind',
        payerName: 'Northwind Logistics',
        payFrequency: 'biweekly',
        yearlyCents: yearlyCents(215_000, 'biweekly'),
      },
      {
        reference: 'sandbox-stream-lakeview',
        payerName: 'Lakeview Coffee Co.',
        payFrequency: 'weekly',
        yearlyCents: yearlyCents(31_000, 'weekly'),
      },
    ],
    assetAccounts: bank
      ? [
          {
            reference: 'sandbox-account-savings',
            institutionName: institution?.name ?? 'Sandbox Bank',
            accountName: 'Everyday Savings',
            mask: '1111',
            balanceCents: 842_055,
          },
        ]
      : [],
    risk: outcome === 'fraud' ? FRAUD_RISK : null,
    pendingProviderVerification: product === 'payroll_manual',
  };
}
