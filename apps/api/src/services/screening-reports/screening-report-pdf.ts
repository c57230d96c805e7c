import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import type { ScreeningOutcome, ScreeningReport } from '@portal/domain/schemas/screening-report';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import { escapeMarkdownText } from '../documents/markdown-text.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { assertReportsOffered, listScreeningReports } from './screening-reports.js';

const categoryNames: Record<number, string> = {
  [ScreeningCategory.Credit]: 'Credit',
  [ScreeningCategory.Criminal]: 'Criminal history',
  [ScreeningCategory.Eviction]: 'Eviction history',
  [ScreeningCategory.Income]: 'Income',
};

const outcomeNames: Record<ScreeningOutcome, string> = {
  clear: 'Nothing found that needs review',
  review: 'Found a record the leasing team reviews',
  insufficient: 'Not enough history to judge',
};

const taxIdLines: Record<ScreeningReport['tax_id_type'], (last4: string) => string> = {
  ssn: (last4) => `Screened by Social Security number ending in ${last4}.`,
  itin: (last4) => `Screened by ITIN ending in ${last4}.`,
  none: () => 'Screened by name and date of birth (no SSN or ITIN given).',
};

/** The report as light Markdown for markdownToPdf; every value from the database is escaped. */
export function screeningReportText(report: ScreeningReport): string {
  const text = escapeMarkdownText;
  return [
    '# Screening report',
    '',
    `**Application:** ${report.transaction_id}, ${text(report.community.display_name)}, unit ${text(report.unit_number)}`,
    '',
    `**Screened on:** ${report.screened_at.slice(0, 10)}`,
    '',
    text(taxIdLines[report.tax_id_type](report.tax_id_last4 ?? '')),
    '',
    ...report.results.flatMap((result) => [
      `## ${categoryNames[result.category] ?? `Category ${result.category}`}`,
      '',
      `**Result:** ${outcomeNames[result.outcome]}`,
      ...(result.credit_score === null ? [] : ['', `**Credit score:** ${result.credit_score}`]),
      '',
      text(result.summary),
      '',
    ]),
    'You may dispute anything in this report with the screening provider; the leasing office can tell you how.',
  ].join('\n');
}

/**
 * GET /api/screening-reports/{id}/pdf/: the report as a PDF, for its subject alone. A staff member
 * impersonating the subject does not get it: a consumer report is released to the consumer.
 */
export async function screeningReportPdf(
  context: AppContext,
  session: AuthenticatedSession,
  screeningId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  await assertReportsOffered(context.db, session.communityId);
  if (session.impersonatorUserId !== null) throw notFound('report_not_found');
  const [report] = await listScreeningReports(context.db, session.userId, { screeningId });
  if (!report) throw notFound('report_not_found');
  const pdf = await markdownToPdf(screeningReportText(report), {
    title: `Screening report ${report.id}`,
    now: context.clock.now(),
  });
  return { pdf, filename: `screening-report-${report.id}.pdf` };
}
