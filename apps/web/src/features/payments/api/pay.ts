import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { apiRequest } from '@/lib/api-client';
import { outstandingBalanceQueryKey } from './outstanding-balance';
import { paymentOptionsQueryKey } from './payment-options';
import { transactionPathOf } from './request-rules';

export interface PaymentAttempt {
  paymentMethodId: number;
  /** One key per attempt: sent again on a retry of the same attempt, so it can never charge twice. */
  idempotencyKey: string;
}

/** POST /api/transaction/{id}/payment: charges the chosen method for what the server says is due now. */
export function submitPayment(
  transactionId: number | string,
  { paymentMethodId, idempotencyKey }: PaymentAttempt,
): Promise<PaymentAnswer> {
  return apiRequest<PaymentAnswer>(`/api/transaction/${transactionPathOf(transactionId)}/payment`, {
    method: 'POST',
    body: { payment_method_id: paymentMethodId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Paying finishes the step or clears a balance: the transaction (drawer, next route, hold) and what is due are read again. */
export function useSubmitPayment(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: PaymentAttempt) => submitPayment(transactionId, attempt),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
        queryClient.invalidateQueries({ queryKey: paymentOptionsQueryKey(transactionId) }),
        queryClient.invalidateQueries({ queryKey: outstandingBalanceQueryKey(transactionId) }),
      ]),
  });
}
