import type { AuditEntry } from '@portal/domain/schemas/staff-applications';
import { Button } from '@/components/ui/Button';
import { useApplicationAudit } from '@/features/staff/api/application-file';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';

/**
 * The application's audit log, oldest first: who did what, for whom, and the record's before and after;
 * a long one a hundred entries at a time.
 */
export function AuditSection({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const audit = useApplicationAudit(applicationId);
  return (
    <FileSection heading={t('staffConsole.file.audit.heading')}>
      {audit.data?.length === 0 ? <p>{t('staffConsole.file.audit.none')}</p> : null}
      {audit.data && audit.data.length > 0 ? (
        <ol className={styles.list}>
          {audit.data.map((entry) => (
            <li key={entry.id}>
              <AuditLine entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
      {audit.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t('staffConsole.file.audit.more')}
        </Button>
      ) : null}
    </FileSection>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = { before: entry.before, after: entry.after, details: entry.details };
  const hasChanges = Object.values(changes).some((value) => value !== null);
  return (
    <>
      <span className={styles.outcome}>
        {t(`staffConsole.file.audit.actions.${entry.action}`, { defaultValue: entry.action })}
      </span>{' '}
      <span className={styles.muted}>
        {t('staffConsole.file.audit.entry', {
          time: formatMomentDateTime(entry.at),
          actor: entry.actor?.name ?? t('staffConsole.file.audit.system'),
        })}
        {entry.subject ? ` ${t('staffConsole.file.audit.onBehalf', { name: entry.subject.name })}` : ''}
      </span>
      {hasChanges ? (
        <details>
          <summary>{t('staffConsole.file.audit.details')}</summary>
          <pre className={styles.muted}>{JSON.stringify(changes, null, 2)}</pre>
        </details>
      ) : null}
    </>
  );
}
