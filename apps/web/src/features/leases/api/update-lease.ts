import type { Lease, LeasePatch } from '@portal/domain/schemas/lease';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myLeasesKey } from './my-leases';

/** PATCH /api/lease/{id}/: the resident's own choices; My Leases is read again whatever the answer. */
export function useUpdateLease(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeasePatch) =>
      apiRequest<Lease>(`/api/lease/${leaseId}/`, { method: 'PATCH', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myLeasesKey }),
  });
}
