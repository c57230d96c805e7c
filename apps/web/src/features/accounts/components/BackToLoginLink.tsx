import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';

/** Back to Login under the password-reset pages' card content. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <div className={styles.links}>
      <Link className={styles.link} to={`/${community.slug}/login`}>
        {t('accounts.common.backToLogin')}
      </Link>
    </div>
  );
}
