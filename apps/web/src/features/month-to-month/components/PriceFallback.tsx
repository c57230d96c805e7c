import { LoadFailure } from '../../../components/ui/LoadFailure';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useTranslation } from '../../../lib/i18n';
import type { useMonthToMonth } from '../api/month-to-month';

/**
 * The month-to-month price while it is read, or the failure with Try again when it could not be: what
 * both month-to-month pages show in its place, `if (!price.isSuccess) return <PriceFallback price={price} />`.
 */
export function PriceFallback({ price }: { price: ReturnType<typeof useMonthToMonth> }) {
  const { t } = useTranslation();
  if (price.isError) {
    return (
      <LoadFailure
        message={t('monthToMonth.payment.loadFailed')}
        retryLabel={t('monthToMonth.common.retry')}
        onRetry={() => void price.refetch()}
        retrying={price.isFetching}
      />
    );
  }
  return <LoadingState label={t('monthToMonth.payment.loading')} />;
}
