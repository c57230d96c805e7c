import { type LinkFlow, type LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import type { BankingData } from '@portal/domain/schemas/financial-sources';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { financialLinkSessions } from '../../db/schema/financial-link-sessions.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import type { LinkedReport } from '../../providers/financial-link/financial-link-provider.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { bankingData } from './banking-data.js';
import {
  failureError,
  type LinkSessionRow,
  latestLinkSession,
  providerStateOf,
  updateLinkSession,
  withProvider,
} from './link-sessions.js';
import { sourcesFromReport } from './linked-sources.js';

export type ReportAnswer = { status: 'pending' } | { status: 'ready'; data: BankingData };
const PENDING = { status: 'pending' } as const;

/** Asks the provider for the reports of a finished link, once; asking again while they are built is fine. */
async function requestReports(
  context: AppContext,
  access: TransactionAccess,
  row: LinkSessionRow,
  beforeRequest: (state: string) => Promise<string> = async (state) => state,
  providerLinkSessionId?: string,
): Promise<{ status: 'pending' }> {
  if (row.status !== 'started') return PENDING;
  const state = await withProvider(context, row, async () =>
    context.financialLink.requestReports(await beforeRequest(providerStateOf(context, access, row))),
  );
  await updateLinkSession(context, access, row, {
    status: 'reports_requested',
    state,
    ...(providerLinkSessionId ? { providerLinkSessionId } : {}),
  });
  return PENDING;
}

/** GET generate-finicity-reports: the first provider's window is done; build the reports. */
export async function generateFinicityReports(context: AppContext, access: TransactionAccess) {
  const row = await latestLinkSession(context, access, LinkStyle.Finicity, 'bank');
  return requestReports(context, access, row);
}

/**
 * GET get-income-and-assets/{public_token}/{link_session_id}/{flow}/: the second provider's success
 * callback. The public token is traded for lasting access, then the reports are requested.
 */
export async function confirmPlaidLink(
  context: AppContext,
  access: TransactionAccess,
  callback: { public_token: string; link_session_id: string; flow: LinkFlow },
) {
  const row = await latestLinkSession(context, access, LinkStyle.Plaid, callback.flow);
  return requestReports(
    context,
    access,
    row,
    (state) => context.financialLink.exchangePublicToken(state, callback.public_token),
    callback.link_session_id,
  );
}

/**
 * Turns a ready report into the caller's sources, once: the session is claimed and the sources added in
 * one database transaction, so two polls arriving together cannot import it twice.
 */
async function importReport(
  context: AppContext,
  access: TransactionAccess,
  row: LinkSessionRow,
  report: LinkedReport,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(financialLinkSessions)
      .set({ status: 'imported', updatedAt: now })
      .where(and(eq(financialLinkSessions.id, row.id), eq(financialLinkSessions.status, 'reports_requested')))
      .returning({ id: financialLinkSessions.id });
    if (!claimed) return;
    const sources = sourcesFromReport(report, { style: row.style, product: row.product });
    if (sources.length > 0) {
      await tx.insert(financialSources).values(
        sources.map((source) => ({
          ...source,
          transactionId: access.transaction.id,
          applicantId: access.applicant.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await tx
      .update(applicants)
      .set({ reportedNoIncomeAssets: false })
      .where(eq(applicants.id, access.applicant.id));
    publishAfterCommit(tx, {
      event: 'income.report_ready',
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
    });
  });
}

/**
 * GET fetch-finicity-reports and fetch-plaid-reports/{flow}: pending while the provider builds the
 * reports (the app asks again), then the caller's banking data with the report's sources in it.
 */
export async function fetchLinkedReports(
  context: AppContext,
  access: TransactionAccess,
  style: LinkStyle,
  product: LinkProduct,
): Promise<ReportAnswer> {
  const row = await latestLinkSession(context, access, style, product);
  if (row.status === 'reports_requested') {
    const report = await withProvider(context, row, () =>
      context.financialLink.fetchReports(providerStateOf(context, access, row)),
    );
    if (report.status === 'pending') return PENDING;
    await importReport(context, access, row, report.report);
  } else if (row.status !== 'imported') {
    // Still 'started': the window is not finished, or its success was not passed on yet.
    throw failureError('not_linked');
  }
  return { status: 'ready', data: await bankingData(context, access) };
}
