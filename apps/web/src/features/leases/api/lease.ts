import type { Lease } from '@portal/domain/schemas/lease';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const leaseKey = (leaseId: number) => ['leases', leaseId] as const;

/** GET /api/lease/{id}/: one of the resident's leases. */
export function useLease(leaseId: number) {
  return useQuery({
    queryKey: leaseKey(leaseId),
    queryFn: ({ signal }) => apiRequest<Lease>(`/api/lease/${leaseId}/`, { signal }),
  });
}
