import type { LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import type { PayFrequency } from '@portal/domain/income/pay-frequency';

/** One income stream found in a linked bank account or payroll provider. */
export interface LinkedIncomeStream {
  /** The provider's id of the stream. */
  reference: string;
  /** Who pays: the employer, or the depositor a bank names. */
  payerName: string;
  payFrequency: PayFrequency;
  yearlyCents: number;
}

/** A deposit account found in a linked bank: only what may be shown (its last four digits, never more). */
export interface LinkedAssetAccount {
  reference: string;
  institutionName: string;
  accountName: string;
  mask: string | null;
  balanceCents: number;
}

/** The provider's fraud assessment of what it was shown (payroll documents, deposits). */
export interface LinkedRisk {
  hasFraudRisk: boolean;
  /** "High", "Medium" or "Low". */
  riskScoreLabel: string | null;
  /** Each signal in words the leasing team can check. */
  signals: string[];
}

/** What a finished report says, in the provider's words mapped to ours. */
export interface LinkedReport {
  incomeStreams: LinkedIncomeStream[];
  assetAccounts: LinkedAssetAccount[];
  risk: LinkedRisk | null;
  /**
   * Read from pay documents uploaded in the provider's window rather than from the payroll itself: the
   * amounts wait for review (is_pending_plaid_verification).
   */
  pendingProviderVerification: boolean;
}

export type ReportStatus = { status: 'pending' } | { status: 'ready'; report: LinkedReport };

/**
 * What went wrong at the provider, by the spec's messages (part 2 §8): it gave no link; it returned a
 * failure code (locked account, refused token); it raised an error getting the records; the report failed.
 * `not_linked` is the applicant asking for reports before finishing the window.
 */
export type LinkFailure = 'no_link' | 'access_failed' | 'records_failed' | 'report_failed' | 'not_linked';

export class FinancialLinkError extends Error {
  constructor(
    readonly failure: LinkFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'FinancialLinkError';
  }
}

export interface StartedLink {
  /** Opens the provider's window; a secret the browser holds, never stored by us in the clear. */
  linkToken: string;
  /** The window's address, for providers that serve one (the sandbox); null when an SDK opens it. */
  windowUrl: string | null;
  expiresAt: Date;
  /** The provider's references the later calls need (its user, the link): kept sealed. */
  state: string;
}

/**
 * A bank and payroll link provider (the built-in sandbox, or Plaid). Each call takes the `state` the
 * previous one returned; none of them ever sees an account number or a password, which stay with the
 * provider's window.
 */
export interface FinancialLinkProvider {
  readonly name: 'sandbox' | 'plaid';
  /** Starts a link; throws FinancialLinkError('no_link') when the provider cannot offer it. */
  startLink(request: { style: LinkStyle; product: LinkProduct; userReference: string }): Promise<StartedLink>;
  /** The second style's success callback: trades the window's public token for lasting access. */
  exchangePublicToken(state: string, publicToken: string): Promise<string>;
  /** Asks the provider to build the income and asset reports of a finished link. */
  requestReports(state: string): Promise<string>;
  /** Pending until the reports are ready; throws FinancialLinkError('report_failed') when they cannot be. */
  fetchReports(state: string): Promise<ReportStatus>;
}
