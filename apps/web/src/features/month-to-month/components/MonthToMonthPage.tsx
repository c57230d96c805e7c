import type { Lease } from '@portal/domain/schemas/lease';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { LeasePage } from '@/shared/lease/LeasePage';
import { monthToMonthPath } from '../api/month-to-month';
import styles from './MonthToMonth.module.css';

/** `/:community/lease/:leaseId/renewal/month-to-month`: what month-to-month means, before its price. */
export function MonthToMonthPage() {
  const { t } = useTranslation();
  return (
    <LeasePage
      title={t('monthToMonth.start.title')}
      heading={t('monthToMonth.start.heading')}
      intro={t('monthToMonth.start.intro')}
    >
      {(lease) => <MonthToMonthStart lease={lease} />}
    </LeasePage>
  );
}

function MonthToMonthStart({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <>
      <p className={styles.home}>
        {t('monthToMonth.common.home', { unit: lease.unit.unit_number, building: lease.unit.building.name })}
      </p>
      <ul className={styles.changes}>
        <li>{t('monthToMonth.start.endsOn', { date: spelledOutDate(lease.lease_end_date) })}</li>
        <li>{t('monthToMonth.start.noticeStill')}</li>
        <li>{t('monthToMonth.start.premium')}</li>
      </ul>
      {lease.status === 'current' ? (
        <div className={styles.actions}>
          <Link
            className={buttonClassName('primary')}
            to={monthToMonthPath(community.slug, lease.id, 'month-to-month/payment-details')}
          >
            {t('monthToMonth.start.review')}
          </Link>
          <Link to={`/${community.slug}/my-leases`}>{t('monthToMonth.common.back')}</Link>
        </div>
      ) : (
        <p>
          {t('monthToMonth.common.notCurrent', { phone: community.contact_phone })}{' '}
          <Link to={`/${community.slug}/my-leases`}>{t('monthToMonth.common.back')}</Link>
        </p>
      )}
    </>
  );
}
