import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { withNext } from '@/shared/account-frame/account-navigation';
import styles from './Invitations.module.css';

/**
 * Signed out: an invitation needs an account; both ways to one come back to the invitations page. The
 * link's `invite` token goes on to sign-up, which starts with what the household gave of the person.
 */
export function SignedOutInvitation({ community }: { community: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const invite = search.get('invite');
  const back = `/${community}/invitations`;
  const signUp = invite
    ? `/${community}/signup?invite=${encodeURIComponent(invite)}`
    : `/${community}/signup`;
  return (
    <>
      <p className={styles.note}>{t('invitations.signedOut.howTo')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={withNext(signUp, back)}>
          {t('invitations.signedOut.createAccount')}
        </Link>
        <Link className={buttonClassName('secondary')} to={withNext(`/${community}/login`, back)}>
          {t('invitations.signedOut.logIn')}
        </Link>
      </div>
    </>
  );
}
