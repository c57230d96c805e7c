import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { apiRequest } from '@/lib/api-client';

/** POST /api/leases/{id}/transfer/ { unit_id }: the resident applies to move to another unit (type 60). */
export function useStartTransfer(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: number) =>
      apiRequest<LeaseTransaction>(`/api/leases/${encodeURIComponent(String(leaseId))}/transfer/`, {
        method: 'POST',
        body: { unit_id: unitId },
      }),
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transaction.id), transaction);
    },
  });
}
