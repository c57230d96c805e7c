import type { BankAccountInput, BankVerification } from '@portal/domain/schemas/payment-requests';
import type { PaymentMethod, PaymentMethods, SetupAnswer } from '@portal/domain/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryServerErrors, transactionPathOf } from './request-rules';

export const paymentMethodsQueryKey = (transactionId: number | string) =>
  ['payments', 'methods', String(transactionId)] as const;

/** GET …/payments/methods/: the caller's own saved cards and bank accounts. */
export function usePaymentMethods(transactionId: number | string) {
  return useQuery({
    queryKey: paymentMethodsQueryKey(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<PaymentMethods>(`/api/transaction/${transactionPathOf(transactionId)}/payments/methods/`, {
        signal,
      }).then((answer) => answer.payment_methods),
    retry: retryServerErrors,
  });
}

/** POST …/intents/setup/: a setup intent, and the processor's card form to enter the card in. */
export function startCardSetup(transactionId: number | string): Promise<SetupAnswer> {
  return apiRequest<SetupAnswer>(
    `/api/transaction/${transactionPathOf(transactionId)}/payments/intents/setup/`,
    { method: 'POST', body: {} },
  );
}

/** POST …/intents/confirm/: once the processor's form took the card, save it as a payment method. */
export function useConfirmCardSetup(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intentId: string): Promise<PaymentMethod> =>
      apiRequest<PaymentMethod>(
        `/api/transaction/${transactionPathOf(transactionId)}/payments/intents/confirm/`,
        { method: 'POST', body: { intent_id: intentId } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(transactionId) }),
  });
}

/** POST …/payments/bank-accounts/: a bank account, pending until its two micro-deposits are confirmed. */
export function useAddBankAccount(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: BankAccountInput) =>
      apiRequest<PaymentMethod>(
        `/api/transaction/${transactionPathOf(transactionId)}/payments/bank-accounts/`,
        { method: 'POST', body: account },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(transactionId) }),
  });
}

/** POST …/methods/{id}/verify/ with the two micro-deposits in cents. */
export function useVerifyBankAccount(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ methodId, amounts }: { methodId: number } & BankVerification) =>
      apiRequest<PaymentMethod>(
        `/api/transaction/${transactionPathOf(transactionId)}/payments/methods/${methodId}/verify/`,
        { method: 'POST', body: { amounts } },
      ),
    // A wrong pair uses up a try, and the third makes the account fail: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(transactionId) }),
  });
}

/** DELETE …/payments/methods/{id}/: here and at the processor. */
export function useRemovePaymentMethod(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: number) =>
      apiRequest<undefined>(
        `/api/transaction/${transactionPathOf(transactionId)}/payments/methods/${methodId}/`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(transactionId) }),
  });
}
