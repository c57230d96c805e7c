import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { STAFF_LOGIN_PATH } from '@/shared/account-frame/next-path';
import { sessionQueryKey } from '../api/get-session';
import { changePassword } from '../api/passwords';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * `/staff/password?token=…`, the e-mailed set-password link of a new staff member (valid 7 days, once):
 * the reset flow's form, saving with the link's token. A spent or expired token is the API's message above
 * the form; a visit without a token says the link is incomplete. Once saved, the token leaves the address.
 */
export function StaffPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [saved, setSaved] = useState(false);
  const token = searchParams.get('token') ?? '';
  useDocumentTitle(t('accounts.staffPassword.title'), t('app.name'));

  if (saved) {
    return (
      <AccountsPage heading={t('accounts.staffPassword.heading')}>
        <StatusBanner tone="success" messages={[t('accounts.staffPassword.saved')]}>
          <Link to={STAFF_LOGIN_PATH}>{t('accounts.staffPassword.signIn')}</Link>
        </StatusBanner>
      </AccountsPage>
    );
  }

  if (!token) {
    return (
      <AccountsPage heading={t('accounts.staffPassword.heading')}>
        <ErrorList messages={[t('accounts.staffPassword.missingToken')]} />
      </AccountsPage>
    );
  }

  return (
    <AccountsPage heading={t('accounts.staffPassword.heading')} intro={t('accounts.staffPassword.intro')}>
      <NewPasswordForm
        onSubmit={async (password) => {
          await changePassword(password, token);
          setSaved(true);
          // The token is spent (drop it from the address and history) and every session of the account has ended.
          navigate(location.pathname, { replace: true, state: null });
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }}
      />
    </AccountsPage>
  );
}
