import { TransactionType } from '@portal/domain/constants/transaction-types';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { DrawerSlot } from '@/app/shell/drawer-slot';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import {
  canOpenStep,
  drawerModel,
  holdRedirect,
  isPrimaryApplicant,
  nextRouteOf,
  transactionPath,
} from '@/shared/journey-step/drawer-inputs';
import { JustSignedProvider, TransactionProvider } from '@/shared/journey-step/transaction-context';
import { useGuestSigner } from '@/shared/status/guest-signer';
import { isJustSigned, isStatusPageOpen, statusPageOf, statusRedirectOf } from '@/shared/status/status-pages';
import { useApplicant } from '../api/applicant';
import { usePriceChanges } from '../api/price-changes';
import { useTransaction } from '../api/transactions';
import { ProgressDrawer } from './ProgressDrawer';

/**
 * `/:community/transaction/:transactionId`: signed-in users only. Loads the transaction, gives it to the
 * page below, and fills the left drawer with the unit and the progress steps. While the application is on
 * hold (unit gone, quote expired, new prices to confirm) the flow's pages send the user to the hold's page.
 */
export function TransactionLayout() {
  // A guest signer's one page: chosen, and given the guest's own read, by GuestSignerPage (features/signing)
  // in the community layout; the household's transaction is not theirs to load (decision 0029).
  if (useGuestSigner()) return <Outlet />;
  return (
    <RequireSession>
      <LoadedTransaction />
    </RequireSession>
  );
}

function LoadedTransaction() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { transactionId = '' } = useParams();
  const location = useLocation();
  const transaction = useTransaction(transactionId);
  const withAccess = transaction.data?.applicant.has_access_to_application_link === true;
  const applicant = useApplicant(transaction.data?.applicant.id ?? 0, withAccess);
  const priceChanges = usePriceChanges(
    transactionId,
    withAccess && transaction.data !== undefined && isPrimaryApplicant(transaction.data),
  );
  // The page (its location's key) the caller has just signed on, told by the signing flow before it has
  // recorded the signature: the transaction may be read again meanwhile (a realtime event), and sending
  // them to the page it is on would race the flow's own way to lease-signed, and could win.
  const [signedOn, setSignedOn] = useState<string | null>(null);
  const markJustSigned = useCallback(() => setSignedOn(location.key), [location.key]);
  const justSigned = isJustSigned(location.state) || signedOn === location.key;
  // Once another page is shown the flag has done its work: coming back to this one is coming back later.
  useEffect(() => {
    if (signedOn !== null && signedOn !== location.key) setSignedOn(null);
  }, [signedOn, location.key]);

  // An application that is not the caller's, or whose access the leasing team took away (spec part 2).
  if (
    !/^\d+$/.test(transactionId) ||
    (transaction.isError && isNotFoundError(transaction.error)) ||
    transaction.data?.applicant.has_access_to_application_link === false
  ) {
    return <Navigate to={`/${community.slug}/application-unavailable`} replace />;
  }
  if (!transaction.isSuccess) {
    return <QueryFallback query={transaction} loadingLabel={t('journey.common.loading')} />;
  }

  const data = transaction.data;
  const base = `/${community.slug}/transaction/${data.id}`;
  const page = location.pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  // A step's sub-pages (lease-terms/unit-details) belong to the step: its first path segment.
  const step = page.split('/')[0] ?? '';
  // Cancelled, or waiting on the leasing team: everyone is kept on the page that says so.
  const statusPage = statusPageOf(data);
  if (statusPage !== null && !isStatusPageOpen(data, step, justSigned)) {
    const redirect = statusRedirectOf(data, statusPage, justSigned);
    return (
      <Navigate to={transactionPath(community.slug, data.id, redirect.page)} state={redirect.state} replace />
    );
  }
  // The transaction itself, or a step not reached yet: the first step still to do.
  if (step === '' || !canOpenStep(data, step)) {
    return <Navigate to={transactionPath(community.slug, data.id, nextRouteOf(data))} replace />;
  }
  const model = drawerModel(data, {
    applicant: applicant.data,
    hasUnconfirmedPriceChange: priceChanges.data?.changed ?? false,
  });
  // On hold, the flow's pages wait: the user is sent where the hold is explained and lifted.
  const onHold = statusPage === null ? holdRedirect(community.slug, data.id, model, step) : null;
  if (onHold) return <Navigate to={onHold} replace />;

  return (
    <TransactionProvider value={data}>
      {/* A renewal has no application steps to show progress through. */}
      {data.type === TransactionType.Renewal ? null : (
        <DrawerSlot>
          <ProgressDrawer community={community.slug} transaction={data} model={model} currentPage={step} />
        </DrawerSlot>
      )}
      <JustSignedProvider value={markJustSigned}>
        <Outlet />
      </JustSignedProvider>
    </TransactionProvider>
  );
}
