import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { usePaymentOptions } from '../api/payment-options';

/** Loads how the caller may pay and what they owe now; shows its progress or failure until then. */
export function PaymentOptionsGate({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (options: PaymentOptions) => ReactNode;
}) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const options = usePaymentOptions(transaction.id);
  return (
    <>
      {options.isError ? (
        <LoadFailure
          message={t('payments.fees.optionsFailed')}
          retryLabel={t('payments.fees.retry')}
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      ) : null}
      {options.isPending ? <LoadingState label={loadingLabel} /> : null}
      {options.data ? children(options.data) : null}
    </>
  );
}
