import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { telHref } from '@/lib/phone';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './CommunityHomePage.module.css';

/**
 * `/:community`: the community's front page — who they are, where, and how to reach the office.
 * The community logo is in the top bar (CommunityShell) on this and every other community page.
 */
export function CommunityHomePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(community.display_name);

  return (
    <article className={styles.page} aria-labelledby="community-name">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('community.home.eyebrow')}</p>
        <h1 id="community-name" className={styles.heading}>
          {community.display_name}
        </h1>
        <address className={styles.address}>{community.community.normalized_street_address}</address>
        <div className={styles.apply}>
          <p>{t('journey.home.applyIntro')}</p>
          <Link className={buttonClassName('primary', styles.applyLink)} to={`/${community.slug}/welcome`}>
            {t('journey.home.seeApartments')}
          </Link>
        </div>
      </div>

      <section className={styles.contact} aria-labelledby="contact-heading">
        <h2 id="contact-heading" className={styles.contactHeading}>
          {t('community.home.contactHeading')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('community.home.phoneLabel')}</dt>
            <dd>
              <a className={styles.phone} href={telHref(community.contact_phone)}>
                {community.contact_phone}
              </a>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('community.home.companyLabel')}</dt>
            <dd>{community.company_name}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
