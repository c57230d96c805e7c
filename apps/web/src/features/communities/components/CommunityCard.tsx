import type { CommunitySummary } from '@portal/domain/schemas/community';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunityListPage.module.css';

type BackdropStyle = CSSProperties & { '--logo-backdrop'?: string };

/** One community on the list, its logo painted on the community's own background (logos are drawn for it). */
export function CommunityCard({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation();
  const backdrop: BackdropStyle = { '--logo-backdrop': community.background };

  return (
    <li className={styles.card}>
      <div className={styles.logoBand} style={backdrop}>
        {community.logo ? (
          <img
            className={styles.logo}
            src={community.logo}
            alt={t('app.logoAlt', { name: community.display_name })}
            height={48}
          />
        ) : null}
      </div>
      <div className={styles.details}>
        <h2 className={styles.name}>
          <Link to={`/${community.slug}`} className={styles.link}>
            {community.display_name}
          </Link>
        </h2>
        <p className={styles.address}>{community.normalized_street_address}</p>
      </div>
      <span className={styles.chevron} aria-hidden="true" />
    </li>
  );
}
