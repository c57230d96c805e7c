import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { LoadingState } from '@/components/ui/LoadingState';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { verifyPasswordResetToken } from '../api/passwords';
import { BackToLoginLink } from './BackToLoginLink';

/** What the reset page receives in history state: the token never goes back into a URL. */
export interface ResetPasswordState {
  resetToken: string;
}

/**
 * `/:community/password/verify?token=…`, the e-mailed link: checks the token, then opens the reset form
 * with the token in history state (the address bar and history keep no token); a bad token shows why
 * with a way to ask for a new link.
 */
export function VerifyResetTokenPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  useDocumentTitle(t('accounts.verifyReset.title'), community.display_name);

  const verification = useQuery({
    queryKey: ['password-reset-verification', token],
    queryFn: async () => {
      await verifyPasswordResetToken(token);
      return true;
    },
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });

  useEffect(() => {
    if (!verification.isSuccess) return;
    const state: ResetPasswordState = { resetToken: token };
    navigate(`/${community.slug}/password/reset`, { replace: true, state });
  }, [verification.isSuccess, token, navigate, community.slug]);

  if (token !== '' && !verification.isError) {
    return <LoadingState label={t('accounts.verifyReset.checking')} />;
  }

  const error = verification.error;
  const message =
    isApiRequestError(error) && error.status === 400
      ? (error.fieldErrors.token?.[0] ?? error.body?.message ?? t('accounts.resetPassword.missingToken'))
      : token === ''
        ? t('accounts.resetPassword.missingToken')
        : t('accounts.common.genericError');

  return (
    <AccountsPage heading={t('accounts.verifyReset.invalidHeading')}>
      <ErrorList messages={[message]}>
        <Link to={`/${community.slug}/password/forgot`}>{t('accounts.verifyReset.requestNew')}</Link>
      </ErrorList>
      <BackToLoginLink />
    </AccountsPage>
  );
}
