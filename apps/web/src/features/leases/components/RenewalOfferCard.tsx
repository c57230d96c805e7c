import type { RenewalOffer } from '@portal/domain/schemas/renewal';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { useChargeName } from '@/lib/charge-name';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from '@/shared/lease/Leases.module.css';
import { rentChangeLabel } from '../lib/renewal-labels';

interface RenewalOfferCardProps {
  offer: RenewalOffer;
  choosing: boolean;
  onChoose: () => void;
}

/** One renewal offer: its term and dates, the new rent and month, what changes from today, and Choose. */
export function RenewalOfferCard({ offer, choosing, onChoose }: RenewalOfferCardProps) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const headingId = useId();
  const term = t('leases.myLeases.termMonths', { count: offer.lease_term });
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('leases.renewal.offerHeading', { term })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('leases.renewal.monthlyRent')}</dt>
        <dd className={styles.state}>{formatCents(offer.monthly_rent)}</dd>
        <dt>{t('leases.renewal.change')}</dt>
        <dd>{rentChangeLabel(t, offer)}</dd>
        <dt>{t('leases.renewal.totalPerMonth')}</dt>
        <dd>
          {t('leases.renewal.totalComparedWithToday', {
            total: formatCents(offer.total_fees_per_month),
            today: formatCents(offer.current_total_per_month),
          })}
        </dd>
        <dt>{t('leases.myLeases.starts')}</dt>
        <dd>{spelledOutDate(offer.lease_start_date)}</dd>
        <dt>{t('leases.myLeases.ends')}</dt>
        <dd>{spelledOutDate(offer.lease_end_date)}</dd>
      </dl>
      {offer.monthly_items.length > 1 ? (
        <div>
          <h3 className={styles.subHeading}>{t('leases.renewal.monthlyItems')}</h3>
          <ul className={styles.plainList}>
            {offer.monthly_items.map((item) => (
              <li key={item.name}>
                {t(item.tax ? 'leases.renewal.itemWithTax' : 'leases.renewal.item', {
                  name: chargeName(item.name),
                  amount: formatCents(item.amount),
                  tax: formatCents(item.tax),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <Button onClick={onChoose} aria-disabled={choosing || undefined}>
          {choosing ? t('leases.renewal.choosing') : t('leases.renewal.choose', { term })}
        </Button>
      </div>
    </article>
  );
}
