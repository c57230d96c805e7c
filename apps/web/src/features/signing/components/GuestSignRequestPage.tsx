import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: the guest's sign-in failed (a request, not a read)
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LoadingState } from '@/components/ui/LoadingState';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { sessionCountsAt, sessionQuery } from '@/features/accounts/api/get-session';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { guestLogIn } from '../api/guest-login';

/**
 * `/:community/sign-request/:token`: the single-use link e-mailed to a guest signer. The token leaves
 * the address bar at once and is traded for a guest session; the community's address then shows the guest
 * where their signing stands (GuestSignerOutlet: the ceremony, lease-signed or lease-executed). The link
 * opened again while that session lasts goes there too (decision 0029).
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
      .catch(async (error: unknown) => {
        if (!(isApiRequestError(error) && error.isClientError)) throw error;
        const held = await queryClient.fetchQuery(sessionQuery());
        if (held?.kind !== 'guest' || !sessionCountsAt(held, community)) throw error;
      })
      .then(() => navigate(`/${community}`, { replace: true }))
      .catch((error: unknown) =>
        setFailure(isApiRequestError(error) && error.isClientError ? 'invalid' : 'retry'),
      );
  }, [community, navigate, queryClient, token]);

  useEffect(() => {
    // Out of the address bar (and so out of history and any shared screen) before anything else.
    window.history.replaceState(window.history.state, '', `/${community}`);
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
