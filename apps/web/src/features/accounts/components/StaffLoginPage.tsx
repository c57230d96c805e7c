import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import { useStaffLogIn } from '../api/log-in';
import { type LoginCredentials, LoginForm } from './LoginForm';

/**
 * `/staff/login`: a company's staff sign in once for every community they work in (the session names no
 * community), then start at the staff home. Its failures read as the community login's. `?timeout=1`
 * explains that the session timed out.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logIn = useStaffLogIn();
  useDocumentTitle(t('accounts.staffLogin.title'), t('app.name'));

  async function logInAndGo(credentials: LoginCredentials) {
    await logIn.mutateAsync(credentials);
    navigate(STAFF_HOME_PATH, { replace: true });
  }

  return (
    <AccountsPage heading={t('accounts.staffLogin.heading')} intro={t('accounts.staffLogin.intro')}>
      <LoginForm
        logIn={logInAndGo}
        submitLabel={t('accounts.staffLogin.submit')}
        submittingLabel={t('accounts.staffLogin.submitting')}
        moreLinks={
          <p>
            {t('accounts.staffLogin.notStaff')}{' '}
            <Link className={styles.link} to="/">
              {t('accounts.staffLogin.chooseCommunity')}
            </Link>
          </p>
        }
      />
    </AccountsPage>
  );
}
