import type { Profile } from '@portal/domain/schemas/profile';
import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from './Invitations.module.css';

/**
 * Nothing to accept: an invitation belongs to the e-mail address or phone number it was sent to, so the
 * user learns which ones their account has and where to check them.
 */
export function NoInvitations({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <section className={styles.none} aria-labelledby="no-invitations-heading">
      <h2 id="no-invitations-heading" className={styles.cardHeading}>
        {t('invitations.none.heading')}
      </h2>
      <p>
        {user.phone_number
          ? t('invitations.none.bodyEmailAndPhone', { email: user.email, phone: user.phone_number })
          : t('invitations.none.bodyEmail', { email: user.email })}
      </p>
      <p className={styles.muted}>{t('invitations.none.explanation')}</p>
      <p>
        <Link className={styles.link} to={`/${community.slug}/account`}>
          {t('invitations.none.account')}
        </Link>
      </p>
    </section>
  );
}
