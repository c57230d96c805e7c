import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface BadRouteProps {
  /** Set when the path is unknown under a known community: offers that community's home page. */
  community?: { slug: string; display_name: string };
}

/** The spec's bad-route page: an unknown community, or an unknown page under a known one. */
export function BadRoute({ community }: BadRouteProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.badRoute.title'), community?.display_name ?? t('app.name'));

  return (
    <StatusPanel
      heading={t('errors.badRoute.heading')}
      actions={
        <>
          {community ? (
            <Link to={`/${community.slug}`} className={buttonClassName('primary')}>
              {t('errors.badRoute.communityHome', { name: community.display_name })}
            </Link>
          ) : null}
          <Link to="/" className={buttonClassName(community ? 'secondary' : 'primary')}>
            {t('errors.badRoute.allCommunities')}
          </Link>
        </>
      }
    >
      <p>{t('errors.badRoute.body')}</p>
    </StatusPanel>
  );
}
