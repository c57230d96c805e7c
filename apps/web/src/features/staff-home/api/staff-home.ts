import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const staffHomeQueryKey = ['staff', 'home'] as const;

/** GET /api/staff/communities/: the staff member's company, their role and the communities they work in. */
export function staffHomeQuery() {
  return queryOptions({
    queryKey: staffHomeQueryKey,
    queryFn: ({ signal }) => apiRequest<StaffHome>('/api/staff/communities/', { signal }),
  });
}

/** The staff home's read, asked only once the session is known to be a staff member's. */
export function useStaffHome({ enabled }: { enabled: boolean }) {
  return useQuery({ ...staffHomeQuery(), enabled });
}
