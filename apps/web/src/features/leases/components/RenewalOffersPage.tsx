import type { RenewalOffers } from '@portal/domain/schemas/renewal';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';
import styles from '@/shared/lease/Leases.module.css';
import { statusPages } from '@/shared/status/status-page-paths';
import { useRenewalOffers, useRequestRenewal } from '../api/renewal-offers';
import { RenewalOfferCard } from './RenewalOfferCard';

/**
 * `/:community/lease/:leaseId/renewal/lease-offers`: the lease's renewal offers, one per term; choosing one
 * asks the leasing team for the renewal and opens its Approved screen. Outside the offer window, or
 * without self-service renewals, the page says so and gives the office's phone.
 */
export function RenewalOffersPage() {
  return (
    <RequireSession>
      <RenewalOffersForLease />
    </RequireSession>
  );
}

function RenewalOffersForLease() {
  const { t } = useTranslation();
  const community = useCommunity();
  const leaseId = Number(useParams().leaseId);
  useDocumentTitle(t('leases.renewal.title'), community.display_name);
  const valid = Number.isSafeInteger(leaseId) && leaseId > 0;
  return (
    <AccountsPage heading={t('leases.renewal.heading')} wide>
      {valid ? <Offers leaseId={leaseId} /> : <p>{t('leases.renewal.notFound')}</p>}
      <Link to={`/${community.slug}/my-leases`}>{t('leases.renewal.backToLeases')}</Link>
    </AccountsPage>
  );
}

function Offers({ leaseId }: { leaseId: number }) {
  const { t } = useTranslation();
  const offers = useRenewalOffers(leaseId);
  if (isNotFoundError(offers.error)) return <p>{t('leases.renewal.notFound')}</p>;
  if (!offers.isSuccess) {
    return (
      <QueryFallback
        query={offers}
        loadingLabel={t('leases.renewal.loading')}
        failure={{ message: t('leases.renewal.loadFailed'), retryLabel: t('leases.myLeases.retry') }}
      />
    );
  }
  return <OfferList leaseId={leaseId} data={offers.data} />;
}

function OfferList({ leaseId, data }: { leaseId: number; data: RenewalOffers }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const renew = useRequestRenewal(leaseId);
  const approvedPath = (id: number) => transactionPath(community.slug, id, statusPages.approved);

  if (data.open_renewal) {
    return (
      <div className={styles.section}>
        <p>
          {data.open_renewal.lease_term
            ? t('leases.renewal.underWayTerm', { count: data.open_renewal.lease_term })
            : t('leases.renewal.underWay')}
        </p>
        <p>
          <Link className={buttonClassName('primary')} to={approvedPath(data.open_renewal.id)}>
            {t('leases.renewal.followRenewal')}
          </Link>
        </p>
      </div>
    );
  }
  if (data.closed_reason) {
    return (
      <div className={styles.section}>
        <p>
          {t(`leases.renewal.closed.${data.closed_reason}`, {
            date: data.opens_on ? spelledOutDate(data.opens_on) : '',
          })}
        </p>
        <CallTheOffice label={t('leases.renewal.callUs')} />
      </div>
    );
  }
  const choose = (leaseTerm: number) => {
    if (renew.isPending) return;
    renew.mutate(leaseTerm, {
      onSuccess: (renewal) => void navigate(approvedPath(renewal.id)),
    });
  };
  return (
    <>
      <p>{t('leases.renewal.intro')}</p>
      {renew.isError ? (
        <ErrorList messages={[refusalMessage(renew.error, t('leases.renewal.failed'))]} />
      ) : null}
      <ul className={styles.list}>
        {data.offers.map((offer) => (
          <li key={offer.lease_term}>
            <RenewalOfferCard
              offer={offer}
              choosing={renew.isPending && renew.variables === offer.lease_term}
              onChoose={() => choose(offer.lease_term)}
            />
          </li>
        ))}
      </ul>
      <CallTheOffice label={t('leases.renewal.questions')} />
    </>
  );
}
