import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import type { ReactNode } from 'react';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
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
  // A failed read again keeps what was read before on screen, under its failure.
  return (
    <>
      {!options.isSuccess ? (
        <QueryFallback
          query={options}
          loadingLabel={loadingLabel}
          failure={{ message: oops(t('payments.fees.optionsFailed')), retryLabel: t('payments.fees.retry') }}
        />
      ) : null}
      {options.data ? children(options.data) : null}
    </>
  );
}
