import type { PaymentDetails } from '@portal/domain/schemas/payment-details';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { retryServerErrors, transactionPathOf } from './request-rules';

/** GET /api/transaction/{id}/payment-details/: the move-in charges, once the application fees are paid. */
export function getPaymentDetails(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<PaymentDetails> {
  return apiRequest<PaymentDetails>(
    `/api/transaction/${transactionPathOf(transactionId)}/payment-details/`,
    signal ? { signal } : {},
  );
}

/** Its deposits a law lowered say why in the page's language: switching it reads them again. */
export function usePaymentDetails(transactionId: number | string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['payments', 'payment-details', String(transactionId), language],
    queryFn: ({ signal }) => getPaymentDetails(transactionId, signal),
    retry: retryServerErrors,
  });
}
