import { QueryFallback } from '@/components/ui/QueryFallback';
import { useTranslation } from '@/lib/i18n';
import type { useMonthToMonth } from '../api/month-to-month';

/**
 * The month-to-month price while it is read, or the failure with Try again when it could not be: what
 * both month-to-month pages show in its place, `if (!price.isSuccess) return <PriceFallback price={price} />`.
 */
export function PriceFallback({ price }: { price: ReturnType<typeof useMonthToMonth> }) {
  const { t } = useTranslation();
  return (
    <QueryFallback
      query={price}
      loadingLabel={t('monthToMonth.payment.loading')}
      failure={{ message: t('monthToMonth.payment.loadFailed'), retryLabel: t('monthToMonth.common.retry') }}
    />
  );
}
