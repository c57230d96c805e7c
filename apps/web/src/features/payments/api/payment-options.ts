import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryServerErrors, transactionPathOf } from './request-rules';

export const paymentOptionsQueryKey = (transactionId: number | string) =>
  ['payments', 'options', String(transactionId)] as const;

/** GET /api/transaction/{id}/payment-options/: what the caller owes now and how they may pay it. */
export function getPaymentOptions(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<PaymentOptions> {
  return apiRequest<PaymentOptions>(
    `/api/transaction/${transactionPathOf(transactionId)}/payment-options/`,
    signal ? { signal } : {},
  );
}

export function usePaymentOptions(transactionId: number | string) {
  return useQuery({
    queryKey: paymentOptionsQueryKey(transactionId),
    queryFn: ({ signal }) => getPaymentOptions(transactionId, signal),
    retry: retryServerErrors,
  });
}
