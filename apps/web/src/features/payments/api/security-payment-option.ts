import type { UnitSecurityPaymentOption } from '@portal/domain/constants/unit-security-payment-options';
import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { apiRequest } from '@/lib/api-client';
import { transactionPathOf } from './request-rules';

/** PATCH /api/transactions/{id}/ { unit_security_payment_option }: the deposit, or the fee in its place. */
export function saveSecurityPaymentOption(
  transactionId: number | string,
  option: UnitSecurityPaymentOption,
): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>(`/api/transactions/${transactionPathOf(transactionId)}/`, {
    method: 'PATCH',
    body: { unit_security_payment_option: option } satisfies TransactionPatch,
  });
}

/** Saves the primary applicant's choice; every charge shown is priced again from it. */
export function useSaveSecurityPaymentOption(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: UnitSecurityPaymentOption) => saveSecurityPaymentOption(transactionId, option),
    onSuccess: (transaction) => queryClient.setQueryData(transactionQueryKey(transactionId), transaction),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
