import { QueryFallback } from '@/components/ui/QueryFallback';
import {
  type CommunityHistoryEntry,
  useCommunityHistory,
} from '@/features/staff-settings/api/admin-communities';
import { changedFields, historyChanges } from '@/features/staff-settings/lib/community-history';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { SettingsSection } from '../SettingsSection';
import { SettingsTable } from '../SettingsTable';
import styles from './CommunitySettings.module.css';

const COLUMNS = ['when', 'who', 'what'] as const;

/**
 * History: every change of the community's settings, newest first: when, who, what (the action and the
 * fields it changed), and each value's old and new text behind a disclosure.
 */
export function HistorySection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      heading={t('communitySettings.sections.history')}
      intro={t('communitySettings.history.intro')}
    >
      <HistoryTable community={community} />
    </SettingsSection>
  );
}

function HistoryTable({ community }: { community: CommunitySectionProps['community'] }) {
  const { t } = useTranslation();
  const history = useCommunityHistory(community.slug);
  if (!history.isSuccess) {
    return <QueryFallback query={history} loadingLabel={t('communitySettings.history.loading')} />;
  }
  const entries = history.data.results;
  if (entries.length === 0) return <p className={styles.muted}>{t('communitySettings.history.none')}</p>;
  return (
    <SettingsTable
      caption={t('communitySettings.history.caption', { name: community.display_name })}
      headers={COLUMNS.map((column) => t(`communitySettings.history.columns.${column}`))}
      rows={entries}
      rowKey={(entry) => entry.id}
      cells={(entry) => <HistoryCells entry={entry} />}
    />
  );
}

function HistoryCells({ entry }: { entry: CommunityHistoryEntry }) {
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  const changes = historyChanges(entry.before, entry.after);
  const none = t('communitySettings.history.noValue');
  return (
    <>
      <th scope="row" className={styles.when}>
        <time dateTime={entry.at}>{formatMomentDateTime(entry.at)}</time>
      </th>
      <td>{entry.actor?.name ?? t('communitySettings.history.system')}</td>
      <td>
        <p className={styles.action}>
          {t(`communitySettings.history.actions.${entry.action}`, { defaultValue: entry.action })}
        </p>
        {fields.length > 0 ? (
          <p className={styles.muted}>
            {t('communitySettings.history.fields', { fields: fields.join(', ') })}
          </p>
        ) : null}
        {changes.length > 0 ? (
          <details className={styles.details}>
            <summary>{t('communitySettings.history.showValues', { count: changes.length })}</summary>
            <ul className={styles.changes}>
              {changes.map((change) => (
                <li key={change.path}>
                  <code>{change.path}</code>: <span className={styles.before}>{change.before ?? none}</span>
                  {' → '}
                  <span>{change.after ?? none}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </td>
    </>
  );
}
