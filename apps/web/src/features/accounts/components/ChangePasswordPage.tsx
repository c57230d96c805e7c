import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { changePassword } from '../api/passwords';
import { NewPasswordForm } from './NewPasswordForm';

/** `/:community/password`: a signed-in user sets a new password (their other sessions end). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const [changed, setChanged] = useState(0);
  useDocumentTitle(t('accounts.changePassword.title'), community.display_name);

  return (
    <RequireSession>
      <AccountsPage heading={t('accounts.changePassword.heading')} intro={t('accounts.changePassword.intro')}>
        {changed > 0 ? <StatusBanner tone="success" messages={[t('accounts.newPassword.success')]} /> : null}
        <NewPasswordForm
          key={changed}
          onSubmit={async (password) => {
            await changePassword(password);
            setChanged((count) => count + 1);
          }}
        />
        <div className={styles.links}>
          <Link className={styles.link} to={`/${community.slug}/account`}>
            {t('accounts.changePassword.backToAccount')}
          </Link>
        </div>
      </AccountsPage>
    </RequireSession>
  );
}
