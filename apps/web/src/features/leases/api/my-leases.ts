import type { LeaseList } from '@portal/domain/schemas/lease';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myLeasesKey = ['leases', 'mine'] as const;

/** GET /api/leases/: the signed-in resident's leases at the session's community, latest end first. */
export function myLeasesQuery() {
  return queryOptions({
    queryKey: myLeasesKey,
    queryFn: ({ signal }) => apiRequest<LeaseList>('/api/leases/', { signal }),
  });
}

export function useMyLeases() {
  return useQuery(myLeasesQuery());
}
