import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConfirmationScreen } from '@/components/ui/ConfirmationScreen';
import { ErrorList } from '@/components/ui/ErrorList';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { sessionQueryKey } from '../api/get-session';
import { changePassword } from '../api/passwords';
import { BackToLoginLink } from './BackToLoginLink';
import { NewPasswordForm } from './NewPasswordForm';
import type { ResetPasswordState } from './VerifyResetTokenPage';

function resetTokenFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { resetToken } = state as Partial<ResetPasswordState>;
  return typeof resetToken === 'string' && resetToken !== '' ? resetToken : null;
}

/**
 * `/:community/password/reset`: the set-new-password form for an e-mailed reset link. The token comes
 * in history state from the verify page; a visit without one asks for a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<string | null>(null);
  const resetToken = resetTokenFrom(location.state);
  useDocumentTitle(t('accounts.resetPassword.title'), community.display_name);

  if (changed) {
    return (
      <AccountsPage heading={t('accounts.resetPassword.heading')}>
        <ConfirmationScreen
          primary={{ label: t('accounts.newPassword.logInNow'), to: `/${community.slug}/login` }}
        >
          <p>{changed}</p>
        </ConfirmationScreen>
      </AccountsPage>
    );
  }

  if (!resetToken) {
    return (
      <AccountsPage heading={t('accounts.resetPassword.heading')}>
        <ErrorList messages={[t('accounts.resetPassword.missingToken')]}>
          <Link to={`/${community.slug}/password/forgot`}>{t('accounts.verifyReset.requestNew')}</Link>
        </ErrorList>
      </AccountsPage>
    );
  }

  return (
    <AccountsPage heading={t('accounts.resetPassword.heading')} intro={t('accounts.resetPassword.intro')}>
      <NewPasswordForm
        onSubmit={async (password) => {
          await changePassword(password, resetToken);
          setChanged(t('accounts.newPassword.success'));
          // The token is spent (drop it from history) and every session of the account has ended.
          navigate(location.pathname, { replace: true, state: null });
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }}
      />
      <BackToLoginLink />
    </AccountsPage>
  );
}
