import { todayIn } from '@portal/domain/dates/calendar-date';
import { canTransfer } from '@portal/domain/flow/transfer';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { LoadingState } from '@/components/ui/LoadingState';
import { type FallbackQuery, QueryFallback } from '@/components/ui/QueryFallback';
import { useAvailableUnits } from '@/features/journey/api/units';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import styles from '@/shared/lease/Leases.module.css';
import { UnitCard, UnitList } from '@/shared/units/UnitCard';
import { useMyLeases } from '../api/my-leases';
import { useStartTransfer } from '../api/start-transfer';

/** `/:community/my-leases/:leaseId/transfer`: the resident picks the unit to move to, then applies. */
export function TransferPage() {
  return (
    <RequireSession>
      <Transfer />
    </RequireSession>
  );
}

function Transfer() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const leaseId = Number(useParams().leaseId);
  const leases = useMyLeases();
  const units = useAvailableUnits(community.slug);
  const start = useStartTransfer(leaseId);
  const [failure, setFailure] = useState<string[]>([]);
  useDocumentTitle(t('leases.transfer.title'), community.display_name);
  const lease = leases.data?.results.find((candidate) => candidate.id === leaseId);
  const today = todayIn(community.community.timezone);
  const choices = units.data?.filter((unit) => unit.id !== lease?.unit.id) ?? [];

  async function transferTo(unitId: number) {
    if (start.isPending) return;
    setFailure([]);
    try {
      const transaction = await start.mutateAsync(unitId);
      navigate(transactionPath(community.slug, transaction.id, nextRouteOf(transaction)));
    } catch (error) {
      // A 400 or 409 says why (the unit was just taken, a transfer is under way): show the API's words.
      const message = isApiRequestError(error) && error.isClientError ? error.body?.message : undefined;
      setFailure([message ?? t('leases.transfer.failed')]);
    }
  }

  const back = <Link to={`/${community.slug}/my-leases`}>{t('leases.transfer.backToLeases')}</Link>;
  if (!leases.isSuccess || !units.isSuccess) {
    // The page needs both reads: a failure of either is said at once, with a Retry that reads both again.
    const failed = leases.isError || units.isError;
    const reads: FallbackQuery = {
      isPending: !failed && (leases.isPending || units.isPending),
      isFetching: leases.isFetching || units.isFetching,
      refetch: () => Promise.all([leases.refetch(), units.refetch()]),
    };
    return (
      <AccountsPage heading={t('leases.transfer.heading')} wide>
        <QueryFallback
          query={reads}
          loadingLabel={t('leases.transfer.loading')}
          failure={{ message: t('leases.transfer.loadFailed'), retryLabel: t('leases.myLeases.retry') }}
        />
      </AccountsPage>
    );
  }
  if (!lease || !canTransfer(lease)) {
    return (
      <AccountsPage heading={t('leases.transfer.heading')} wide>
        <p>{t('leases.transfer.notTransferable')}</p>
        <p>{back}</p>
      </AccountsPage>
    );
  }
  return (
    <AccountsPage
      heading={t('leases.transfer.heading')}
      intro={t('leases.transfer.intro', { unit: lease.unit.unit_number })}
      wide
    >
      <p className={styles.muted}>{t('leases.transfer.whatCarriesOver')}</p>
      <ErrorList messages={failure} />
      {start.isPending ? <LoadingState label={t('leases.transfer.starting')} /> : null}
      {choices.length === 0 ? (
        <p>{t('leases.transfer.noUnits')}</p>
      ) : (
        <UnitList label={t('leases.transfer.listLabel')}>
          {choices.map((unit) => (
            <li key={unit.id}>
              <UnitCard
                unit={unit}
                today={today}
                busy={start.isPending}
                actionLabel={t('leases.transfer.choose')}
                actionName={t('leases.transfer.chooseUnit', { number: unit.unit_number })}
                onAction={() => void transferTo(unit.id)}
              />
            </li>
          ))}
        </UnitList>
      )}
      <p>{back}</p>
    </AccountsPage>
  );
}
