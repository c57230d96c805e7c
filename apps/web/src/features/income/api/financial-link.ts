import { type LinkFlow, verificationProductOf } from '@portal/domain/constants/financial-link';
import type {
  FinicityLink,
  PlaidLinkToken,
  ReportPending,
  VerificationLinkToken,
} from '@portal/domain/schemas/financial-link';
import type { BankingData } from '@portal/domain/schemas/financial-sources';
import { apiRequest } from '@/lib/api-client';
import type { LinkWindow } from '../lib/link-window';

/** Spec part 2 §9: the report is asked for again at this interval while it answers 202. */
export const REPORT_POLL_INTERVAL_MS = 1500;

const transactionPath = (transactionId: number) => `/api/transaction/${transactionId}` as const;

/** A report answer: 202 `{ status: 'pending' }` while it is built, then the banking data. */
export type ReportAnswer = BankingData | 'pending';
/**
 * The token that opens a flow's window: the verification link launcher's (spec part 2 §7, by transaction id
 * and product) for the bank and payroll income products, else the flow's own plaid link token.
 */
async function linkTokenOf(transactionId: number, flow: LinkFlow) {
  const product = verificationProductOf(flow);
  if (!product) {
    const path = `${transactionPath(transactionId)}/create-plaid-link-token/${flow}/` as const;
    const { link_token: token, ...window } = await apiRequest<PlaidLinkToken>(path);
    return { token, ...window };
  }
  return apiRequest<VerificationLinkToken>(
    `/api/verification-link-token/?lease_transaction_id=${transactionId}&product=${product}`,
  );
}

/** The second style: the provider window of a flow, the sandbox's own page or Plaid Link from the token. */
export async function openPlaidLink(transactionId: number, flow: LinkFlow): Promise<LinkWindow> {
  const answer = await linkTokenOf(transactionId, flow);
  if (answer.provider === 'plaid') return { kind: 'plaid', token: answer.token, receivedRedirectUri: null };
  if (!answer.hosted_link_url) throw new Error('The sandbox gave no window');
  return { kind: 'hosted', url: answer.hosted_link_url };
}

/** The first style: its provider window (the applicant accepted its terms before). */
export async function openFinicityLink(transactionId: number): Promise<LinkWindow> {
  const path = `${transactionPath(transactionId)}/generate-finicity-link/` as const;
  return { kind: 'hosted', url: (await apiRequest<FinicityLink>(path)).link };
}

export interface LinkSuccess {
  publicToken: string;
  linkSessionId: string;
}

/** The second style's success callback: the reports are requested (202). */
export async function confirmPlaidLink(transactionId: number, flow: LinkFlow, success: LinkSuccess) {
  const path =
    `${transactionPath(transactionId)}/get-income-and-assets/${encodeURIComponent(success.publicToken)}/${encodeURIComponent(success.linkSessionId)}/${flow}/` as const;
  return (await apiRequest<ReportPending>(path)).status;
}

/** The first style's success: the reports are requested (202). */
export async function generateFinicityReports(transactionId: number) {
  return (await apiRequest<ReportPending>(`${transactionPath(transactionId)}/generate-finicity-reports/`))
    .status;
}

/** The reports of a link: the second style's flow, or the first style's (flow null). */
export async function fetchReport(
  transactionId: number,
  flow: LinkFlow | null,
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  const path = flow
    ? (`${transactionPath(transactionId)}/fetch-plaid-reports/${flow}/` as const)
    : (`${transactionPath(transactionId)}/fetch-finicity-reports/` as const);
  const answer = await apiRequest<BankingData | ReportPending>(path, signal ? { signal } : {});
  return 'status' in answer ? answer.status : answer;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Spec part 2 §4 "Report polling": asks again at the interval while the answer is 202. */
export async function pollReport(
  fetchOnce: () => Promise<ReportAnswer>,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<BankingData> {
  for (;;) {
    const answer = await fetchOnce();
    if (answer !== 'pending') return answer;
    await wait(intervalMs, signal);
  }
}
