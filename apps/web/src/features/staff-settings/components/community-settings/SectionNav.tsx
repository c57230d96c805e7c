import { NavLink } from 'react-router';
import { communitySettingsPath } from '@/features/staff-settings/lib/community-paths';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySettings.module.css';
import { SECTION_NAMES, sectionSegment } from './sections';

/** The sections of a community's settings, as links; the one shown is marked aria-current="page". */
export function SectionNav({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.sectionNav} aria-label={t('communitySettings.sections.label', { name })}>
      <ul className={styles.sectionList}>
        {SECTION_NAMES.map((section) => (
          <li key={section}>
            <NavLink
              end
              className={styles.sectionLink}
              to={communitySettingsPath(slug, sectionSegment(section))}
            >
              {t(`communitySettings.sections.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
