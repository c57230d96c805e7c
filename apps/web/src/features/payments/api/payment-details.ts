import type { PaymentDetails } from '@portal/domain/schemas/payment-details';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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

export function usePaymentDetails(transactionId: number | string) {
  return useQuery({
    queryKey: ['payments', 'payment-details', String(transactionId)],
    queryFn: ({ signal }) => getPaymentDetails(transactionId, signal),
    retry: retryServerErrors,
  });
}
