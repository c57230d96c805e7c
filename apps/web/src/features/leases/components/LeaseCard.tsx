import type { Lease } from '@portal/domain/schemas/lease';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { roleLabel } from '../../status/lib/labels';
import { hasRenewalWindowOpened, leaseStatusLabel, timeLeftLabel } from '../lib/lease-labels';
import { LeaseActions } from './LeaseActions';
import { LeaseDocuments } from './LeaseDocuments';
import styles from './Leases.module.css';

/** One lease: where, who, when, what it costs each month, and its signed documents. */
export function LeaseCard({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { building } = lease.unit;
  const opensOn = lease.renewal_offer_window_opens_on;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('leases.myLeases.unitHeading', { unit: lease.unit.unit_number })}
        </h2>
        <p>{t('leases.myLeases.layout', { layout: lease.unit.layout, building: building.name })}</p>
        <p className={styles.muted}>
          {building.city
            ? t('leases.myLeases.address', {
                street: building.street_address,
                city: building.city,
                state: building.state,
                zip: building.postal_code,
              })
            : building.street_address}
        </p>
      </header>
      <dl className={styles.facts}>
        <dt>{t('leases.myLeases.status')}</dt>
        <dd className={styles.state}>{leaseStatusLabel(t, lease.status)}</dd>
        <dt>{t('leases.myLeases.residents')}</dt>
        <dd>
          <ul className={styles.plainList}>
            {lease.residents.map((resident) => (
              <li key={`${resident.name}-${resident.role}`}>
                {t('leases.myLeases.residentWithRole', {
                  name: resident.name,
                  role: roleLabel(t, resident.role),
                })}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('leases.myLeases.term')}</dt>
        <dd>{t('leases.myLeases.termMonths', { count: lease.lease_term_months })}</dd>
        <dt>{t('leases.myLeases.starts')}</dt>
        <dd>{formatCalendarDate(lease.lease_start_date)}</dd>
        <dt>{t('leases.myLeases.ends')}</dt>
        <dd>{formatCalendarDate(lease.lease_end_date)}</dd>
        <dt>{t('leases.myLeases.timeLeft')}</dt>
        <dd>{timeLeftLabel(t, lease.days_until_end)}</dd>
        <dt>{t('leases.myLeases.monthlyRent')}</dt>
        <dd>{formatCents(lease.monthly_rent)}</dd>
        <dt>{t('leases.myLeases.totalPerMonth')}</dt>
        <dd>{formatCents(lease.total_per_month)}</dd>
        <dt>{t('leases.myLeases.depositsHeld')}</dt>
        <dd>{formatCents(lease.deposits_held)}</dd>
      </dl>
      {opensOn ? (
        <p>
          {t(
            hasRenewalWindowOpened(lease) ? 'leases.myLeases.renewalOpened' : 'leases.myLeases.renewalOpens',
            {
              date: formatCalendarDate(opensOn),
            },
          )}
        </p>
      ) : null}
      <LeaseActions lease={lease} />
      <LeaseDocuments lease={lease} />
    </article>
  );
}
