import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/SkipLink';
import { telHref } from '../../lib/phone';
import { useApplyTheme } from '../use-theme';
import styles from './Shell.module.css';

export interface CommunityShellProps {
  community: CommunityConfiguration;
  children: ReactNode;
}

/** The themed shell of every page under /:community: top bar with the community logo, main, footer. */
export function CommunityShell({ community, children }: CommunityShellProps) {
  const { t } = useTranslation();
  useApplyTheme(community);
  const year = new Date().getFullYear();

  return (
    <>
      <SkipLink />
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <Link to={`/${community.slug}`} className={styles.brand}>
            {/* Community logos are wordmarks: the logo alone names the community. */}
            <img
              className={styles.logo}
              src={community.logo}
              alt={t('app.logoAlt', { name: community.display_name })}
              height={40}
            />
          </Link>
          <nav aria-label={t('community.siteNavLabel')} className={styles.nav}>
            <ul className={styles.navList}>
              <li>
                <Link to="/" className={styles.navLink}>
                  {t('community.allCommunities')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{t('community.footer.copyright', { year: String(year), company: community.company_name })}</p>
          <p>
            <a href={telHref(community.contact_phone)}>
              {t('community.footer.contact', { phone: community.contact_phone })}
            </a>
          </p>
        </div>
      </footer>
    </>
  );
}
