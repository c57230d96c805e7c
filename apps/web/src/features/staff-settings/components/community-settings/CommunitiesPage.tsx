import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { type AdminCommunity, useAdminCommunities } from '@/features/staff-settings/api/admin-communities';
import { communitySettingsPath, NEW_COMMUNITY_PATH } from '@/features/staff-settings/lib/community-paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import { SettingsFrame } from '../SettingsFrame';
import { SettingsTable } from '../SettingsTable';
import { accessFallback, answered, useSettingsAccess } from '../settings-access';
import styles from './CommunitySettings.module.css';
import { PublishedBadge } from './PublishedBadge';

/**
 * `/staff/settings/communities` (Settings → Communities on the staff home): the communities whose
 * settings an admin (all of them) or a manager (theirs) manages, each a link to its settings; an admin
 * also adds one. A leasing agent reads that only admins and managers do; anybody else signs in first.
 */
export function CommunitiesPage() {
  const { t } = useTranslation();
  const access = useSettingsAccess();
  const list = useAdminCommunities({ enabled: access.canManage });
  useDocumentTitle(t('communitySettings.list.title'), access.company ?? t('app.name'));

  const loadingLabel = t('communitySettings.list.loading');
  const fallback = accessFallback(access, { loadingLabel, signedOut: answered(list.error, 401) }, t);
  if (fallback) return fallback;
  const company = access.company ?? '';
  const frame = { back: { to: STAFF_HOME_PATH, label: t('staffSettings.backToStaffHome') } };
  const eyebrow = t('communitySettings.eyebrow');
  if (!access.canManage || answered(list.error, 403)) {
    return (
      <SettingsFrame {...frame} eyebrow={eyebrow} heading={t('communitySettings.list.heading')}>
        <p>{t('communitySettings.list.managersOnly', { company })}</p>
      </SettingsFrame>
    );
  }
  if (!list.isSuccess) return <QueryFallback query={list} loadingLabel={loadingLabel} />;
  return (
    <SettingsFrame
      {...frame}
      eyebrow={eyebrow}
      heading={t('communitySettings.list.heading')}
      intro={t(access.isAdmin ? 'communitySettings.list.introAdmin' : 'communitySettings.list.introManager', {
        company,
      })}
    >
      {access.isAdmin ? (
        <p>
          <Link className={buttonClassName('primary')} to={NEW_COMMUNITY_PATH}>
            {t('communitySettings.list.add')}
          </Link>
        </p>
      ) : null}
      {list.data.results.length > 0 ? (
        <CommunitiesTable company={company} communities={list.data.results} />
      ) : (
        <p className={styles.empty}>{t('communitySettings.list.none', { company })}</p>
      )}
    </SettingsFrame>
  );
}

const COLUMNS = ['name', 'slug', 'status', 'units'] as const;

function CommunitiesTable({ company, communities }: { company: string; communities: AdminCommunity[] }) {
  const { t } = useTranslation();
  return (
    <SettingsTable
      caption={t('communitySettings.list.caption', { company })}
      headers={COLUMNS.map((column) => t(`communitySettings.list.columns.${column}`))}
      rows={communities}
      rowKey={(community) => community.id}
      cells={(community) => (
        <>
          <th scope="row">
            <Link className={styles.rowLink} to={communitySettingsPath(community.slug)}>
              {community.display_name}
            </Link>
          </th>
          <td className={styles.slug}>{community.slug}</td>
          <td>
            <PublishedBadge published={community.published} />
          </td>
          <td>{t('communitySettings.list.unitCount', { count: community.units })}</td>
        </>
      )}
    />
  );
}
