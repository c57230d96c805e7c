import type { Lease } from '@portal/domain/schemas/lease';
import { Navigate } from 'react-router';
import { ConfirmationScreen } from '@/components/ui/ConfirmationScreen';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { LeasePage } from '@/shared/lease/LeasePage';
import { monthToMonthPath, useMonthToMonth } from '../api/month-to-month';
import styles from './MonthToMonth.module.css';
import { PriceFallback } from './PriceFallback';

/** `/:community/lease/:leaseId/renewal/month-to-month/confirmed`: the lease is month-to-month from its end. */
export function MonthToMonthConfirmedPage() {
  const { t } = useTranslation();
  return (
    <LeasePage title={t('monthToMonth.confirmed.title')} heading={t('monthToMonth.confirmed.heading')}>
      {(lease) => <Confirmed lease={lease} />}
    </LeasePage>
  );
}

function Confirmed({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const price = useMonthToMonth(lease.id);
  if (!price.isSuccess) return <PriceFallback price={price} />;
  if (!price.data.confirmed) {
    return <Navigate to={monthToMonthPath(community.slug, lease.id, 'month-to-month')} replace />;
  }
  return (
    <ConfirmationScreen
      primary={{ label: t('monthToMonth.common.back'), to: `/${community.slug}/my-leases` }}
    >
      <p className={styles.home}>
        {t('monthToMonth.common.home', { unit: lease.unit.unit_number, building: lease.unit.building.name })}
      </p>
      <p>
        {t('monthToMonth.confirmed.body', {
          date: spelledOutDate(price.data.starts_on),
          total: formatCents(price.data.total_per_month),
        })}
      </p>
      <p>{t('monthToMonth.confirmed.notice', { phone: community.contact_phone })}</p>
    </ConfirmationScreen>
  );
}
