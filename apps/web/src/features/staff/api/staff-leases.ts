import type { ShortLivedUrl } from '@portal/domain/schemas/signing';
import type {
  LeaseChangeOutcome,
  LeaseChangeRequest,
  StaffLeaseDetail,
  StaffLeaseFilter,
  StaffLeaseList,
} from '@portal/domain/schemas/staff-leases';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const staffLeasesKey = ['staff', 'leases'] as const;

/** GET /api/staff/leases/: the community's leases under one filter, ending first. */
export function useStaffLeases(community: string, filter: StaffLeaseFilter) {
  return useQuery({
    queryKey: [...staffLeasesKey, 'list', community, filter],
    queryFn: ({ signal }) =>
      apiRequest<StaffLeaseList>(`/api/staff/leases/?${new URLSearchParams({ community, filter })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/leases/{id}/: one lease, its people, documents and transactions. */
export function useStaffLease(id: number) {
  return useQuery({
    queryKey: [...staffLeasesKey, id],
    queryFn: ({ signal }) => apiRequest<StaffLeaseDetail>(`/api/staff/leases/${id}/`, { signal }),
  });
}

/**
 * POST /api/staff/leases/{id}/changes/: a revision or a lease document sent to sign. Whatever the answer,
 * the console (leases and applications alike) is read again, so it shows what is true now.
 */
export function useSendLeaseChange(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LeaseChangeRequest) =>
      apiRequest<LeaseChangeOutcome>(`/api/staff/leases/${leaseId}/changes/`, {
        method: 'POST',
        body: change,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** GET /api/staff/leases/{id}/document-url/: a five-minute link to one of the lease's sealed documents. */
export async function getStaffLeaseDocumentUrl(leaseId: number, documentId: number): Promise<string> {
  const query = new URLSearchParams({ document_id: String(documentId) });
  return (await apiRequest<ShortLivedUrl>(`/api/staff/leases/${leaseId}/document-url/?${query}`)).url;
}
