import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCancelPriceChange } from '@/features/staff-settings/api/admin-units';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { RowPanel } from '../RowPanel';
import { PriceChangeForm } from './PriceChangeForm';
import styles from './Units.module.css';
import type { Notice } from './use-row-panels';

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
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<{ focus: () => void }>(null);
  const names = { unit: unit.unit_number };

  async function cancel(price: AdminUnit['scheduled_prices'][number]) {
    if (cancelChange.isPending) return;
    setNotice(null);
    const date = spelledOutDate(price.effective_date);
    try {
      await cancelChange.mutateAsync({ unitNumber: unit.unit_number, id: price.id });
      setNotice({ tone: 'success', text: t('communityData.units.prices.cancelled', { date }) });
      // Its button has gone: focus goes on to the form.
      formRef.current?.focus();
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, t('communityData.failed')) });
    }
  }

  return (
    <RowPanel id={id} heading={t('communityData.units.prices.heading', names)} onCancel={onClose}>
      <p>{t('communityData.units.prices.intro')}</p>
      {notice?.tone === 'error' ? <ErrorList messages={[notice.text]} /> : null}
      {notice?.tone === 'success' ? <StatusBanner tone="success" alert messages={[notice.text]} /> : null}
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
                <Button
                  variant="secondary"
                  className={styles.rowButton}
                  aria-label={t('communityData.units.prices.cancelChange', { date })}
                  aria-disabled={cancelling || undefined}
                  onClick={() => void cancel(price)}
                >
                  {cancelling
                    ? t('communityData.units.prices.cancelling')
                    : t('communityData.units.prices.cancel')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PriceChangeForm
        ref={formRef}
        slug={slug}
        unitNumber={unit.unit_number}
        onScheduled={(message) => setNotice({ tone: 'success', text: message })}
        onStart={() => setNotice(null)}
        onClose={onClose}
      />
    </RowPanel>
  );
}
