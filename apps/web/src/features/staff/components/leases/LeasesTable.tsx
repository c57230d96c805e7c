import type { StaffLeaseSummary } from '@portal/domain/schemas/staff-leases';
import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { leaseStatusLabel, timeLeftLabel } from '@/shared/lease/lease-labels';
import styles from '../applications/Applications.module.css';

/** One row per lease: its unit opens the lease. */
export function LeasesTable({ rows }: { rows: readonly StaffLeaseSummary[] }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('staffLeases.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffLeases.list.columns.unit')}</th>
            <th scope="col">{t('staffLeases.list.columns.residents')}</th>
            <th scope="col">{t('staffLeases.list.columns.starts')}</th>
            <th scope="col">{t('staffLeases.list.columns.ends')}</th>
            <th scope="col">{t('staffLeases.list.columns.timeLeft')}</th>
            <th scope="col">{t('staffLeases.list.columns.rent')}</th>
            <th scope="col">{t('staffLeases.list.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((lease) => (
            <tr key={lease.id}>
              <th scope="row">
                <Link to={`/${community.slug}/staff/leases/${lease.id}`}>
                  {t('staffLeases.list.open', { unit: lease.unit_number })}
                </Link>
              </th>
              <td>{lease.residents.join(', ')}</td>
              <td>{spelledOutDate(lease.lease_start_date)}</td>
              <td>{spelledOutDate(lease.lease_end_date)}</td>
              <td className={styles.number}>{timeLeftLabel(t, lease.days_until_end)}</td>
              <td className={styles.number}>{formatCents(lease.monthly_rent)}</td>
              <td>{leaseStatusLabel(t, lease.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
