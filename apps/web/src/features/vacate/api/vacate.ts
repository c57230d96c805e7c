import type { NoticeToVacate, NoticeToVacateRequest, VacateReasons } from '@portal/domain/schemas/vacate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const noticeKey = (leaseId: number) => ['leases', leaseId, 'notice-to-vacate'] as const;

/** GET /api/vacate-reasons/?lease_id=: the community's reasons and the earliest move-out date. */
export function useVacateReasons(leaseId: number) {
  return useQuery({
    queryKey: ['vacate-reasons', leaseId],
    queryFn: ({ signal }) =>
      apiRequest<VacateReasons>(`/api/vacate-reasons/?lease_id=${leaseId}`, { signal }),
  });
}

/** GET /api/leases/{id}/notice-to-vacate/: the latest notice on the lease (404 when none). */
export function useLeaseNotice(leaseId: number, enabled = true) {
  return useQuery({
    queryKey: noticeKey(leaseId),
    queryFn: ({ signal }) =>
      apiRequest<NoticeToVacate>(`/api/leases/${leaseId}/notice-to-vacate/`, { signal }),
    enabled,
    retry: false,
  });
}

/** POST /api/leases/{id}/notice-to-vacate/: gives notice; the lease and the list read again. */
export function useGiveNotice(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: NoticeToVacateRequest) =>
      apiRequest<NoticeToVacate>(`/api/leases/${leaseId}/notice-to-vacate/`, {
        method: 'POST',
        body: notice,
      }),
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeKey(leaseId), notice);
      void queryClient.invalidateQueries({ queryKey: ['leases'] });
    },
  });
}

/** DELETE /api/leases/{id}/notice-to-vacate/: withdraws the notice until staff have answered it. */
export function useWithdrawNotice(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<NoticeToVacate>(`/api/leases/${leaseId}/notice-to-vacate/`, { method: 'DELETE' }),
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeKey(leaseId), notice);
      void queryClient.invalidateQueries({ queryKey: ['leases'] });
    },
  });
}
