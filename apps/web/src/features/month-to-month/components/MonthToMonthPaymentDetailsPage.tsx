import type { Lease } from '@portal/domain/schemas/lease';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { LeasePage } from '@/shared/lease/LeasePage';
import { monthToMonthPath, useChooseMonthToMonth, useMonthToMonth } from '../api/month-to-month';
import { MonthlyCharges } from './MonthlyCharges';
import styles from './MonthToMonth.module.css';
import { PriceFallback } from './PriceFallback';

/**
 * `/:community/lease/:leaseId/renewal/month-to-month/payment-details`: the monthly amounts month-to-month
 * (the 12-month rent plus the premium, the monthly items) and what changes; confirming chooses it.
 */
export function MonthToMonthPaymentDetailsPage() {
  const { t } = useTranslation();
  return (
    <LeasePage
      title={t('monthToMonth.payment.title')}
      heading={t('monthToMonth.payment.heading')}
      intro={t('monthToMonth.payment.intro')}
    >
      {(lease) => <PaymentDetails lease={lease} />}
    </LeasePage>
  );
}

function PaymentDetails({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const price = useMonthToMonth(lease.id);
  const choose = useChooseMonthToMonth(lease.id);
  const [failure, setFailure] = useState<string[]>([]);
  const confirmedPath = monthToMonthPath(community.slug, lease.id, 'month-to-month/confirmed');

  if (!price.isSuccess) return <PriceFallback price={price} />;
  if (price.data.confirmed && !choose.isPending) return <Navigate to={confirmedPath} replace />;

  async function confirm() {
    setFailure([]);
    try {
      await choose.mutateAsync();
      navigate(confirmedPath);
    } catch (error) {
      setFailure(failureMessages(error, t('monthToMonth.payment.failed')));
    }
  }

  return (
    <>
      <p className={styles.home}>
        {t('monthToMonth.common.home', { unit: lease.unit.unit_number, building: lease.unit.building.name })}
      </p>
      <MonthlyCharges price={price.data} />
      {community.leasing_pricing_disclaimer ? <p>{community.leasing_pricing_disclaimer}</p> : null}
      <ErrorList messages={failure} />
      <div className={styles.actions}>
        <Button onClick={() => void confirm()} disabled={choose.isPending}>
          {choose.isPending ? t('monthToMonth.payment.confirming') : t('monthToMonth.payment.confirm')}
        </Button>
        <Link to={monthToMonthPath(community.slug, lease.id, 'month-to-month')}>
          {t('monthToMonth.common.goBack')}
        </Link>
      </div>
    </>
  );
}
