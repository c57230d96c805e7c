import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { DrawerSlot } from '../../../app/shell/drawer-slot';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SystemUnavailable } from '../../../components/ui/SystemUnavailable';
import { isNotFoundError } from '../../../lib/api-client';
import { RequireSession } from '../../accounts/components/RequireSession';
import { useApplicant } from '../api/applicant';
import { useTransaction } from '../api/transactions';
import { canOpenStep, drawerModel, nextRouteOf, transactionPath } from '../lib/drawer-inputs';
import { ProgressDrawer } from './ProgressDrawer';
import { TransactionProvider } from './transaction-context';

/**
 * `/:community/transaction/:transactionId`: signed-in users only. Loads the transaction, gives it to the
 * page below, and fills the left drawer with the unit and the progress steps.
 */
export function TransactionLayout() {
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
  const applicant = useApplicant(transaction.data?.applicant.id ?? 0, transaction.data !== undefined);

  if (!/^\d+$/.test(transactionId) || (transaction.isError && isNotFoundError(transaction.error))) {
    return <Navigate to={`/${community.slug}/application-unavailable`} replace />;
  }
  if (transaction.isPending) return <LoadingState label={t('journey.common.loading')} />;
  if (transaction.isError) {
    return <SystemUnavailable onRetry={() => void transaction.refetch()} retrying={transaction.isFetching} />;
  }

  const data = transaction.data;
  const base = `/${community.slug}/transaction/${data.id}`;
  const page = location.pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  // A step's sub-pages (lease-terms/unit-details) belong to the step: its first path segment.
  const step = page.split('/')[0] ?? '';
  // The transaction itself, or a step not reached yet: the first step still to do.
  if (step === '' || !canOpenStep(data, step)) {
    return <Navigate to={transactionPath(community.slug, data.id, nextRouteOf(data))} replace />;
  }

  return (
    <TransactionProvider value={data}>
      <DrawerSlot>
        <ProgressDrawer
          community={community.slug}
          transaction={data}
          model={drawerModel(data, applicant.data)}
          currentPage={step}
        />
      </DrawerSlot>
      <Outlet />
    </TransactionProvider>
  );
}
