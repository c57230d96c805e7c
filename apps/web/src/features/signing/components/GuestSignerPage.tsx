import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { GuestSignerProvider } from '@/shared/status/guest-signer';
import { guestDestinationOf } from '@/shared/status/status-pages';
import { useGuestSigning } from '../api/guest-signing';
import { OpenGuestDocument } from './OpenGuestDocument';

/**
 * In place of the community's pages for a guest signer (GuestSignerOutlet): they see only the household's
 * lease-signed or lease-executed page, the one where their signing stands, with their own read of it;
 * any other page sends them there, and a document still theirs to sign to its ceremony (decision 0029).
 */
export function GuestSignerPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { pathname } = useLocation();
  const query = useGuestSigning();
  if (!query.isSuccess) {
    return (
      <QueryFallback
        query={query}
        loadingLabel={t('signing.guest.loading')}
        failure={{ message: t('signing.guest.loadFailed'), retryLabel: t('signing.common.retry') }}
      />
    );
  }
  const signing = query.data;
  const destination = guestDestinationOf(signing);
  if ('sign' in destination) {
    return (
      <OpenGuestDocument
        transactionId={signing.transaction_id}
        documentId={destination.sign.id}
        onAlreadySigned={query.refetch}
      />
    );
  }
  const own = transactionPath(community.slug, signing.transaction_id, destination.page);
  if (pathname.replace(/\/+$/, '') !== own) return <Navigate to={own} replace />;
  return (
    <GuestSignerProvider value={signing}>
      <Outlet />
    </GuestSignerProvider>
  );
}
