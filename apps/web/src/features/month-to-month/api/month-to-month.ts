import type { MonthToMonth } from '@portal/domain/schemas/month-to-month';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const monthToMonthKey = (leaseId: number) => ['leases', leaseId, 'month-to-month'] as const;

/** GET /api/leases/{id}/month-to-month/: the month-to-month price from the lease's end, and what changes. */
export function useMonthToMonth(leaseId: number) {
  return useQuery({
    queryKey: monthToMonthKey(leaseId),
    queryFn: ({ signal }) => apiRequest<MonthToMonth>(`/api/leases/${leaseId}/month-to-month/`, { signal }),
  });
}

/** POST /api/leases/{id}/month-to-month/: the resident goes month-to-month. */
export function useChooseMonthToMonth(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MonthToMonth>(`/api/leases/${leaseId}/month-to-month/`, { method: 'POST' }),
    onSuccess: (chosen) => {
      queryClient.setQueryData(monthToMonthKey(leaseId), chosen);
      void queryClient.invalidateQueries({ queryKey: ['leases'], exact: false });
    },
  });
}

export const monthToMonthPath = (
  community: string,
  leaseId: number,
  page: 'month-to-month' | 'month-to-month/payment-details' | 'month-to-month/confirmed',
) => `/${community}/lease/${leaseId}/renewal/${page}`;
