import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useRef } from 'react';
import { useCancelPriceChange } from '@/features/staff-settings/api/admin-units';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { NoticeBanner } from '../NoticeBanner';
import { RowActButton } from '../RowButtons';
import { RowPanel } from '../RowPanel';
import { useNotice } from '../use-notice';
import { PriceChangeForm } from './PriceChangeForm';
import styles from './Units.module.css';

interface PriceChangesProps {
  id: string;
  slug: string;
  unit: AdminUnit;
  onClose: () => void;
}

/**
 * A unit's rents on later days, under its row: the changes scheduled, each with Cancel, and the form
 * scheduling one. The panel stays open, saying what each act did, until Close.
 */
export function PriceChanges({ id, slug, unit, onClose }: PriceChangesProps) {
  const { t } = useTranslation();
  const cancelChange = useCancelPriceChange(slug);
  const { notice, announce, run } = useNotice();
  const formRef = useRef<{ focus: () => void }>(null);
  const names = { unit: unit.unit_number };

  function cancel(price: AdminUnit['scheduled_prices'][number]) {
    if (cancelChange.isPending) return;
    const date = spelledOutDate(price.effective_date);
    void run(async () => {
      await cancelChange.mutateAsync({ unitNumber: unit.unit_number, id: price.id });
      announce({ tone: 'success', text: t('communityData.units.prices.cancelled', { date }) });
      // Its button has gone: focus goes on to the form.
      formRef.current?.focus();
    }, t('communityData.failed'));
  }

  return (
    <RowPanel id={id} heading={t('communityData.units.prices.heading', names)} onEscape={onClose}>
      <p>{t('communityData.units.prices.intro')}</p>
      <NoticeBanner notice={notice} />
      {unit.scheduled_prices.length === 0 ? (
        <p>{t('communityData.units.prices.none')}</p>
      ) : (
        <ul className={styles.scheduled} aria-label={t('communityData.units.prices.scheduledCaption', names)}>
          {unit.scheduled_prices.map((price) => {
            const date = spelledOutDate(price.effective_date);
            const cancelling = cancelChange.isPending && cancelChange.variables?.id === price.id;
            return (
              <li key={price.id}>
                <span>
                  {t('communityData.units.priceChange', { date, rent: formatCents(price.base_rent_cents) })}
                </span>
                <RowActButton
                  label={t('communityData.units.prices.cancel')}
                  busyLabel={t('communityData.units.prices.cancelling')}
                  accessibleName={t('communityData.units.prices.cancelChange', { date })}
                  busy={cancelling}
                  onClick={() => cancel(price)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <PriceChangeForm
        ref={formRef}
        slug={slug}
        unitNumber={unit.unit_number}
        onScheduled={(message) => announce({ tone: 'success', text: message })}
        onStart={() => announce(null)}
        onClose={onClose}
      />
    </RowPanel>
  );
}
