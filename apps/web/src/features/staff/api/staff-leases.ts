import type { ShortLivedUrl } from '@portal/domain/schemas/signing';
import type {
  LeaseChangeOutcome,
  LeaseChangeRequest,
  StaffLeaseDetail,
  StaffLeaseFilter,
  StaffLeaseList,
} from '@portal/domain/schemas/staff-leases';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const staffLeasesKey = ['staff', 'leases'] as const;

/**
 * GET /api/staff/leases/: the community's leases under one filter, ending first, a page at a time; each
 * further page starts where the last one's `next` says.
 */
export function useStaffLeases(community: string, filter: StaffLeaseFilter) {
  return useInfiniteQuery({
    queryKey: [...staffLeasesKey, 'list', community, filter],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ community, filter, ...(pageParam ? { after: pageParam } : {}) });
      return apiRequest<StaffLeaseList>(`/api/staff/leases/?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.results),
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
