import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { apiRequest } from '@/lib/api-client';

/** POST /api/transaction/{id}/cancel-application/: the primary applicant withdraws the whole application. */
export function cancelApplication(transactionId: number): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>(`/api/transaction/${transactionId}/cancel-application/`, {
    method: 'POST',
  });
}

/** The cancelled transaction replaces the cached one, so the layout sends everyone to the cancelled page. */
export function useCancelApplication(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelApplication(transactionId),
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transactionId), transaction);
      void queryClient.invalidateQueries({ queryKey: ['journey', 'transactions'] });
    },
  });
}
