import type { PaymentAnswer, PaymentIntentAnswer } from '@portal/domain/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { apiRequest } from '@/lib/api-client';
import { isSameAttemptRetry } from '../lib/payment-failure';
import { outstandingBalanceQueryKey } from './outstanding-balance';
import { paymentOptionsQueryKey } from './payment-options';
import { retryServerErrors, transactionPathOf } from './request-rules';

export const preparedPaymentQueryKey = (transactionId: number | string) =>
  ['payments', 'prepared-payment', String(transactionId)] as const;

/**
 * POST …/payments/intents/create/: the payment about to be made, for what the server says is due now (the
 * amount on the Pay button). Asking again answers the same open intent, so it is read like a query.
 */
export function preparePayment(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<PaymentIntentAnswer> {
  return apiRequest<PaymentIntentAnswer>(
    `/api/transaction/${transactionPathOf(transactionId)}/payments/intents/create/`,
    { method: 'POST', body: {}, ...(signal ? { signal } : {}) },
  );
}

export function usePreparedPayment(transactionId: number | string) {
  return useQuery({
    queryKey: preparedPaymentQueryKey(transactionId),
    queryFn: ({ signal }) => preparePayment(transactionId, signal),
    retry: retryServerErrors,
  });
}

export interface PaymentAttempt {
  /** The prepared payment the payer saw: the server charges it only while it is still what is due. */
  paymentIntentId: string;
  paymentMethodId: number;
  /** One key per attempt: sent again on a retry of the same attempt, so it can never charge twice. */
  idempotencyKey: string;
}

/** POST /api/transaction/{id}/payment: charges the prepared payment to the chosen method. */
export function submitPayment(
  transactionId: number | string,
  { paymentIntentId, paymentMethodId, idempotencyKey }: PaymentAttempt,
): Promise<PaymentAnswer> {
  return apiRequest<PaymentAnswer>(`/api/transaction/${transactionPathOf(transactionId)}/payment`, {
    method: 'POST',
    body: { payment_method_id: paymentMethodId, payment_intent_id: paymentIntentId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Paying finishes the step or clears a balance: the transaction (drawer, next route, hold) and what is due
 * are read again. The prepared payment is prepared again at once after an attempt that is over (declined,
 * or what is due changed), but not while the same attempt may be retried: its retry must send the same body.
 */
export function useSubmitPayment(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: PaymentAttempt) => submitPayment(transactionId, attempt),
    onSettled: (_receipt, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
        queryClient.invalidateQueries({ queryKey: paymentOptionsQueryKey(transactionId) }),
        queryClient.invalidateQueries({ queryKey: outstandingBalanceQueryKey(transactionId) }),
        queryClient.invalidateQueries({
          queryKey: preparedPaymentQueryKey(transactionId),
          refetchType: error && !isSameAttemptRetry(error) ? 'active' : 'none',
        }),
      ]),
  });
}
