import type { OwnReport, OwnReportDecision } from '@portal/domain/schemas/own-screening-report';
import type { StaffApplicant } from '@portal/domain/schemas/staff-application-file';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { useStaffAction } from '@/features/staff/api/staff-applications';
import { spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { uploadUrl } from '@/lib/uploads/upload-url';
import styles from './File.module.css';
import { FileSection } from './FileSection';

interface OwnReportsSectionProps {
  applicationId: number;
  household: StaffApplicant[];
  onDone: (message: string) => void;
}

/**
 * The screening reports applicants gave instead of the screening fee, where the law lets one stand for it:
 * the file or the agency and reference, the date, and the team's decision (not acceptable: the fee is due
 * again, and the applicant reads why).
 */
export function OwnReportsSection({ applicationId, household, onDone }: OwnReportsSectionProps) {
  const { t } = useTranslation();
  const people = household.flatMap((person) =>
    person.own_screening_report ? [{ person, report: person.own_screening_report }] : [],
  );
  if (people.length === 0) return null;
  return (
    <FileSection heading={t('staffConsole.file.ownReports.heading')}>
      {people.map(({ person, report }) => (
        <div key={person.applicant_id} className={styles.card}>
          <p>
            {t('staffConsole.file.ownReports.given', {
              name: person.name,
              date: spelledOutDate(report.report_date),
            })}
          </p>
          <ul>
            {report.agency_name ? (
              <li>{t('staffConsole.file.ownReports.agency', { agency: report.agency_name })}</li>
            ) : null}
            {report.reference ? (
              <li>{t('staffConsole.file.ownReports.reference', { reference: report.reference })}</li>
            ) : null}
            {report.upload_id ? (
              <li>
                <a href={uploadUrl(report.upload_id)} onClick={openLinkedDocument}>
                  {t('staffConsole.file.ownReports.download')}
                </a>
              </li>
            ) : null}
            <li>
              <strong>{t(`staffConsole.file.ownReports.status.${report.status}`)}</strong>
              {report.not_acceptable_reason
                ? ` · ${t('staffConsole.file.ownReports.reasonShown', { reason: report.not_acceptable_reason })}`
                : null}
            </li>
          </ul>
          <DecideReport applicationId={applicationId} name={person.name} report={report} onDone={onDone} />
        </div>
      ))}
    </FileSection>
  );
}

function DecideReport({
  applicationId,
  name,
  report,
  onDone,
}: {
  applicationId: number;
  name: string;
  report: OwnReport;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string[]>([]);
  const decide = useStaffAction<OwnReportDecision, OwnReport>(() => ({
    path: `/api/staff/applications/${applicationId}/own-screening-reports/${report.applicant_id}/decision/`,
    method: 'POST',
  }));
  const send = async (decision: OwnReportDecision) => {
    setFailure([]);
    try {
      const saved = await decide.mutateAsync(decision);
      onDone(
        t('staffConsole.file.ownReports.saved', {
          name,
          status: t(`staffConsole.file.ownReports.status.${saved.status}`),
        }),
      );
    } catch (problem) {
      setFailure([refusalMessage(problem, t('staffConsole.file.ownReports.failed'))]);
    }
  };
  return (
    <div className={styles.form}>
      <ErrorList messages={failure} />
      {report.status === 'accepted' ? null : (
        <Button
          onClick={() => void send({ decision: 'accepted' })}
          aria-disabled={decide.isPending || undefined}
        >
          {t('staffConsole.file.ownReports.accept')}
        </Button>
      )}
      <Field
        label={t('staffConsole.file.ownReports.reason')}
        hint={t('staffConsole.file.ownReports.reasonHint')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <Button
        variant="secondary"
        onClick={() => void send({ decision: 'not_acceptable', reason })}
        aria-disabled={decide.isPending || undefined}
      >
        {t('staffConsole.file.ownReports.notAcceptable')}
      </Button>
    </div>
  );
}
