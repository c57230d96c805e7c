import type { ResidentLeaseTransactionList } from '@portal/domain/schemas/lease';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/lease/{id}/transactions/: everything that happened on the lease, newest first. */
export function useLeaseTransactions(leaseId: number) {
  return useQuery({
    queryKey: ['leases', leaseId, 'transactions'],
    queryFn: ({ signal }) =>
      apiRequest<ResidentLeaseTransactionList>(`/api/lease/${leaseId}/transactions/`, { signal }),
  });
}
