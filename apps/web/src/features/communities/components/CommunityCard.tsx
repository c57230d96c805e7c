import type { CommunitySummary } from '@portal/domain/schemas/community';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { communityConfigurationQuery } from '../api/get-community-configuration';
import styles from './CommunityListPage.module.css';

type BackdropStyle = CSSProperties & { '--logo-backdrop'?: string };

/**
 * One community on the list. Logos are drawn for their community's own background (light text on a
 * dark theme, for instance), so the card loads that configuration — which also makes the page behind
 * the link open instantly — and paints the logo on it; a neutral backdrop shows until then.
 */
export function CommunityCard({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation();
  const configuration = useQuery({ ...communityConfigurationQuery(community.slug), retry: false });
  const backdrop: BackdropStyle = configuration.data
    ? { '--logo-backdrop': configuration.data.background }
    : {};

  return (
    <li className={styles.card}>
      <div className={styles.logoBand} style={backdrop}>
        <img
          className={styles.logo}
          src={community.logo}
          alt={t('app.logoAlt', { name: community.display_name })}
          height={48}
        />
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
