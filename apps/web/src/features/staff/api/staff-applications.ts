import type { StaffApplicationList } from '@portal/domain/schemas/staff-applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type ApplicationListFilters, searchFromFilters } from '../lib/list-filters';

export const staffApplicationsKey = ['staff', 'applications'] as const;

/** GET /api/staff/applications/: one page; the previous page stays on screen while the next loads. */
export function useStaffApplications(filters: ApplicationListFilters) {
  return useQuery({
    queryKey: [...staffApplicationsKey, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<StaffApplicationList>(`/api/staff/applications/?${searchFromFilters(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One act of the leasing team on an application. Whatever the answer (a 409 means someone else acted
 * first), the list, the file and its audit log are read again, so the screen shows what is true now.
 */
export function useStaffAction<Body, Result>(
  request: (input: Body) => {
    path: `/api/${string}`;
    method: 'POST' | 'PATCH' | 'PUT';
    body?: unknown;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Body) => {
      const { path, method, body = input } = request(input);
      return apiRequest<Result>(path, { method, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffApplicationsKey }),
  });
}
