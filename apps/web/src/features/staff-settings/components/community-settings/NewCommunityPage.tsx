import { COMMUNITIES_PATH } from '@/features/staff-settings/lib/community-paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import { SettingsFrame } from '../SettingsFrame';
import { accessFallback, useSettingsAccess } from '../settings-access';
import { NewCommunityForm } from './NewCommunityForm';

/**
 * `/staff/settings/communities/new`: an admin sets up a community of their company (where an admin whose
 * company has none yet lands from the staff home). Anybody else on the staff reads that only an admin adds
 * communities.
 */
export function NewCommunityPage() {
  const { t } = useTranslation();
  const access = useSettingsAccess();
  const first = access.home.data?.communities.length === 0;
  const heading = first ? t('communitySettings.create.headingFirst') : t('communitySettings.create.heading');
  useDocumentTitle(heading, access.company ?? t('app.name'));

  const fallback = accessFallback(access, { loadingLabel: t('communitySettings.list.loading') }, t);
  if (fallback) return fallback;
  const company = access.company ?? '';
  return (
    <SettingsFrame
      back={
        // The first community: the list would be empty, so the way back is the staff home's.
        first
          ? { to: STAFF_HOME_PATH, label: t('staffSettings.backToStaffHome') }
          : { to: COMMUNITIES_PATH, label: t('communitySettings.backToCommunities') }
      }
      eyebrow={t('communitySettings.eyebrow')}
      heading={heading}
      intro={access.isAdmin ? t('communitySettings.create.intro', { company }) : undefined}
    >
      {access.isAdmin ? <NewCommunityForm /> : <p>{t('communitySettings.create.adminsOnly', { company })}</p>}
    </SettingsFrame>
  );
}
