import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySettings.module.css';

/** Whether the public and applicants see a community: "Published" or "Not published". */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${published ? styles.published : styles.unpublished}`}>
      {published ? t('communitySettings.status.published') : t('communitySettings.status.unpublished')}
    </span>
  );
}
