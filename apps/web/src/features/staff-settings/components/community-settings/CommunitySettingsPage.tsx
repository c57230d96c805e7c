import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useAdminCommunity, useCommunitySave } from '@/features/staff-settings/api/admin-communities';
import { COMMUNITIES_PATH, communitySettingsPath } from '@/features/staff-settings/lib/community-paths';
import type { CommunityChange, CommunitySettings } from '@/features/staff-settings/lib/community-section';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SettingsFrame } from '../SettingsFrame';
import { accessFallback, answered, useSettingsAccess } from '../settings-access';
import styles from './CommunitySettings.module.css';
import { CommunityStatus } from './CommunityStatus';
import { SectionNav } from './SectionNav';
import { type SectionName, sectionComponents, sectionOf, sectionSegment } from './sections';

/**
 * `/staff/settings/communities/{slug}[/{section}]`: one community's settings for an admin or its manager,
 * its name over its status (Publish / Unpublish) and the sections' navigation, then the section shown.
 * A former slug goes on to the community's own; a section that is none goes to General.
 */
export function CommunitySettingsPage() {
  const { t } = useTranslation();
  const { slug = '', section: segment } = useParams();
  const section = sectionOf(segment);
  const access = useSettingsAccess();
  const community = useAdminCommunity(slug, { enabled: access.canManage });
  useDocumentTitle(
    section ? t(`communitySettings.sections.${section}`) : null,
    community.data?.display_name,
    access.company ?? t('app.name'),
  );

  const loadingLabel = t('communitySettings.community.loading');
  const fallback = accessFallback(access, { loadingLabel, signedOut: answered(community.error, 401) }, t);
  if (fallback) return fallback;
  const company = access.company ?? '';
  const frame = {
    back: { to: COMMUNITIES_PATH, label: t('communitySettings.backToCommunities') },
    eyebrow: t('communitySettings.eyebrow'),
  };
  if (!access.canManage || answered(community.error, 403)) {
    return (
      <SettingsFrame {...frame} heading={t('communitySettings.list.heading')}>
        <p>{t('communitySettings.list.managersOnly', { company })}</p>
      </SettingsFrame>
    );
  }
  if (answered(community.error, 404)) {
    return (
      <SettingsFrame {...frame} heading={t('communitySettings.community.notFoundHeading')}>
        <p>{t('communitySettings.community.notFound', { slug })}</p>
        <p>
          <Link to={COMMUNITIES_PATH}>{t('communitySettings.community.toList')}</Link>
        </p>
      </SettingsFrame>
    );
  }
  if (!community.isSuccess) return <QueryFallback query={community} loadingLabel={loadingLabel} />;
  if (!section || community.data.slug !== slug) {
    return (
      <Navigate
        to={communitySettingsPath(community.data.slug, section ? sectionSegment(section) : undefined)}
        replace
      />
    );
  }
  return <CommunitySettingsView community={community.data} section={section} />;
}

function CommunitySettingsView({
  community,
  section,
}: {
  community: CommunitySettings;
  section: SectionName;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slug = community.slug;
  const saveChange = useCommunitySave(slug);
  // A new slug: once saved, the page goes on to the community's new address (the old one redirects).
  const save = useCallback(
    async (change: CommunityChange) => {
      await saveChange(change);
      if (change.slug !== undefined && change.slug !== slug) {
        navigate(communitySettingsPath(change.slug, sectionSegment(section)), { replace: true });
      }
    },
    [saveChange, navigate, slug, section],
  );
  const Section = sectionComponents[section];
  return (
    <SettingsFrame
      back={{ to: COMMUNITIES_PATH, label: t('communitySettings.backToCommunities') }}
      eyebrow={t('communitySettings.eyebrow')}
      heading={community.display_name}
      aside={<CommunityStatus community={community} save={save} />}
    >
      <div className={styles.settingsLayout}>
        <SectionNav slug={slug} name={community.display_name} />
        {/* Each section is a region under its own h2. */}
        <div className={styles.sectionPanel}>
          <Section key={section} community={community} save={save} />
        </div>
      </div>
    </SettingsFrame>
  );
}
