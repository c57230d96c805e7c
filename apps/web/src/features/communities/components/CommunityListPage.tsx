import { QueryFallback } from '@/components/ui/QueryFallback';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCommunities } from '../api/get-communities';
import { CommunityCard } from './CommunityCard';
import styles from './CommunityListPage.module.css';

/** `/`: every community, each a card linking to its home page. */
export function CommunityListPage() {
  const { t } = useTranslation();
  const communities = useCommunities();
  useDocumentTitle(t('communityList.title'), t('app.name'));

  const fallback = <QueryFallback query={communities} loadingLabel={t('communityList.loading')} />;
  // A failure takes the whole page; the wait shows under the heading.
  if (communities.isError && !communities.data) return fallback;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('communityList.heading')}</h1>
        <p className={styles.lead}>{t('communityList.intro')}</p>
      </div>

      {communities.data ? (
        communities.data.length > 0 ? (
          <nav aria-label={t('communityList.navLabel')}>
            <p className={styles.count}>{t('communityList.count', { count: communities.data.length })}</p>
            <ul className={styles.grid}>
              {communities.data.map((community) => (
                <CommunityCard key={community.id} community={community} />
              ))}
            </ul>
          </nav>
        ) : (
          <p className={styles.empty}>{t('communityList.empty')}</p>
        )
      ) : (
        fallback
      )}
    </div>
  );
}
