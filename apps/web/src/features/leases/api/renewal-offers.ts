import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { RenewalOffers } from '@portal/domain/schemas/renewal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myLeasesKey } from './my-leases';

const renewalOffersKey = (leaseId: number) => ['leases', leaseId, 'renewal-offers'] as const;

/** GET /api/leases/{id}/renewal-offers/: an offer per renewal term while they are open, or why not. */
export function useRenewalOffers(leaseId: number) {
  return useQuery({
    queryKey: renewalOffersKey(leaseId),
    queryFn: ({ signal }) => apiRequest<RenewalOffers>(`/api/leases/${leaseId}/renewal-offers/`, { signal }),
  });
}

/** POST /api/leases/{id}/renewal/: takes the offer for `lease_term` months; answers the renewal transaction. */
export function useRequestRenewal(leaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaseTerm: number) =>
      apiRequest<LeaseTransaction>(`/api/leases/${leaseId}/renewal/`, {
        method: 'POST',
        body: { lease_term: leaseTerm },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: renewalOffersKey(leaseId) }),
        queryClient.invalidateQueries({ queryKey: myLeasesKey }),
      ]),
  });
}
