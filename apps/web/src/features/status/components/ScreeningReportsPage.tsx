import type { ScreeningReport } from '@portal/domain/schemas/screening-report';
import { useId } from 'react';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { openLinkedDocument } from '@/lib/open-document';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';
import { screeningCategoryLabel } from '@/shared/status/labels';
import styles from '@/shared/status/Status.module.css';
import {
  screeningReportPdfUrl,
  useProvideScreeningReports,
  useScreeningReports,
} from '../api/screening-reports';

/**
 * `/:community/screening-reports` (profile menu, where the configuration allows retrieval): the screenings
 * the user was the subject of, each downloadable as a PDF or asked for by e-mail.
 */
export function ScreeningReportsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('status.screeningReports.title'), community.display_name);
  return (
    <RequireSession>
      <AccountsPage
        heading={t('status.screeningReports.heading')}
        intro={t('status.screeningReports.intro')}
        wide
      >
        {community.allow_screening_reports_retrieval ? (
          <Reports />
        ) : (
          <>
            <p>{t('status.screeningReports.notOffered', { community: community.display_name })}</p>
            <CallTheOffice label={t('status.common.callUs')} />
          </>
        )}
      </AccountsPage>
    </RequireSession>
  );
}

function Reports() {
  const { t } = useTranslation();
  const reports = useScreeningReports();
  if (!reports.isSuccess) {
    return (
      <QueryFallback
        query={reports}
        loadingLabel={t('status.screeningReports.loading')}
        failure={{
          message: oops(t('status.screeningReports.loadFailed')),
          retryLabel: t('status.common.retry'),
        }}
      />
    );
  }
  if (reports.data.length === 0) return <p>{t('status.screeningReports.none')}</p>;
  return (
    <ul className={styles.list}>
      {reports.data.map((report) => (
        <Report key={report.id} report={report} />
      ))}
    </ul>
  );
}

function Report({ report }: { report: ScreeningReport }) {
  const { t } = useTranslation();
  const provide = useProvideScreeningReports();
  const headingId = useId();
  const resultsId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('status.screeningReports.reportHeading', {
            id: String(report.transaction_id),
            unit: report.unit_number,
          })}
        </h2>
        <p className={styles.muted}>
          {t('status.screeningReports.screenedOn', { date: spelledOutDate(report.screened_at.slice(0, 10)) })}
          {' · '}
          {t(`status.screeningReports.screenedBy.${report.tax_id_type}`, {
            last4: report.tax_id_last4 ?? '',
          })}
        </p>
        <h3 id={resultsId} className={styles.name}>
          {t('status.screeningReports.resultsLabel')}
        </h3>
        <dl className={styles.facts} aria-labelledby={resultsId}>
          {report.results.map((result) => (
            <ResultRow key={result.category} result={result} />
          ))}
        </dl>
        <div className={styles.actions}>
          <a
            className={buttonClassName('primary')}
            href={screeningReportPdfUrl(report.id)}
            onClick={openLinkedDocument}
            aria-label={t('status.screeningReports.downloadNamed', { id: String(report.transaction_id) })}
          >
            {t('status.screeningReports.download')}
          </a>
          <Button
            variant="secondary"
            onClick={() => {
              if (!provide.isPending) provide.mutate(report.transaction_id);
            }}
            aria-disabled={provide.isPending || undefined}
            aria-label={t('status.screeningReports.emailNamed', { id: String(report.transaction_id) })}
          >
            {provide.isPending ? t('status.screeningReports.emailing') : t('status.screeningReports.email')}
          </Button>
        </div>
        <p className={styles.notice} role="status">
          {provide.data ? t('status.screeningReports.emailed', { email: provide.data.sent_to }) : ''}
        </p>
        {provide.isError ? (
          <ErrorList messages={[refusalMessage(provide.error, t('status.screeningReports.emailFailed'))]} />
        ) : null}
      </article>
    </li>
  );
}

function ResultRow({ result }: { result: ScreeningReport['results'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{screeningCategoryLabel(t, result.category)}</dt>
      <dd>
        {t(`status.screeningReports.outcomes.${result.outcome}`)}
        {result.credit_score === null
          ? null
          : ` (${t('status.screeningReports.creditScore', { score: String(result.credit_score) })})`}
      </dd>
    </>
  );
}
