import { canTransfer } from '@portal/domain/flow/transfer';
import type { Lease } from '@portal/domain/schemas/lease';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { leaseTransactionsPath, renewalOffersPath } from '@/lib/lease-paths';
import { formatCents } from '@/lib/money';
import { LeaseDocuments } from '@/shared/lease/LeaseDocuments';
import styles from '@/shared/lease/Leases.module.css';
import { leaseStatusLabel, timeLeftLabel } from '@/shared/lease/lease-labels';
import { hasRenewalWindowOpened, renewalOffersOpen } from '@/shared/lease/renewal-window';
import { roleLabel } from '@/shared/status/labels';
import { LeaseActions } from './LeaseActions';
import { LeaseToSign } from './LeaseToSign';
import { RenewalRemindersChoice } from './RenewalRemindersChoice';

/**
 * One lease: where, who, when, what it costs each month, what is waiting for the resident's signature, its
 * signed documents, the resident's own choice, and the way to its transactions.
 */
export function LeaseCard({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
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
      <LeaseToSign lease={lease} />
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
        <dd>{spelledOutDate(lease.lease_start_date)}</dd>
        <dt>{t('leases.myLeases.ends')}</dt>
        <dd>{spelledOutDate(lease.lease_end_date)}</dd>
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
              date: spelledOutDate(opensOn),
            },
          )}
        </p>
      ) : null}
      {renewalOffersOpen(lease) ? (
        <p>
          <Link className={buttonClassName('primary')} to={renewalOffersPath(community.slug, lease.id)}>
            {t('leases.myLeases.seeRenewalOffers')}
          </Link>
        </p>
      ) : null}
      {canTransfer(lease) ? (
        <p>
          <Link
            className={buttonClassName('secondary')}
            to={`/${community.slug}/my-leases/${lease.id}/transfer`}
            aria-label={t('leases.myLeases.transferFrom', { unit: lease.unit.unit_number })}
          >
            {t('leases.myLeases.transfer')}
          </Link>
        </p>
      ) : null}
      <LeaseActions lease={lease} />
      <LeaseDocuments lease={lease} />
      <RenewalRemindersChoice lease={lease} />
      <p>
        <Link to={leaseTransactionsPath(community.slug, lease.id)}>
          {t('leases.myLeases.transactionsLink', { unit: lease.unit.unit_number })}
        </Link>
      </p>
    </article>
  );
}
