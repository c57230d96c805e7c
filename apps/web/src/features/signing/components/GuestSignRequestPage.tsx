import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: the guest's sign-in failed (a request, not a read)
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LoadingState } from '@/components/ui/LoadingState';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { guestLogIn } from '../api/guest-login';
import { guestSigningPath } from '../lib/paths';

/**
 * `/:community/sign-request/:token`: the single-use link e-mailed to a guest signer. The token leaves
 * the address bar at once, is traded for a guest session, and the guest goes on to their documents.
 */
export function GuestSignRequestPage() {
  const { t } = useTranslation();
  const { community = '', token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<'invalid' | 'retry' | null>(null);
  useDocumentTitle(t('signing.guest.title'));

  const signIn = useCallback(() => {
    setFailure(null);
    guestLogIn(queryClient, community, token)
      .then(() => navigate(guestSigningPath(community), { replace: true }))
      .catch((error: unknown) =>
        setFailure(isApiRequestError(error) && error.isClientError ? 'invalid' : 'retry'),
      );
  }, [community, navigate, queryClient, token]);

  useEffect(() => {
    // Out of the address bar (and so out of history and any shared screen) before anything else.
    window.history.replaceState(window.history.state, '', guestSigningPath(community));
    signIn();
  }, [community, signIn]);

  if (failure === 'invalid') {
    return (
      <StatusPanel role="alert" tone="danger" heading={t('signing.guest.title')}>
        <p>{t('signing.guest.invalidLink')}</p>
      </StatusPanel>
    );
  }
  if (failure === 'retry') {
    return (
      <LoadFailure
        message={t('signing.guest.entryFailed')}
        retryLabel={t('signing.common.retry')}
        onRetry={signIn}
        retrying={false}
      />
    );
  }
  return <LoadingState label={t('signing.guest.entryLoading')} />;
}
