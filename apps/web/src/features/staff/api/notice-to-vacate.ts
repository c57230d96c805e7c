import type { NoticeDecision, NoticeToVacate } from '@portal/domain/schemas/vacate';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffApplicationsKey, useStaffAction } from './staff-applications';

/** GET /api/staff/applications/{id}/notice-to-vacate/: what the notice of a type-40 transaction says. */
export function useStaffNotice(id: number) {
  return useQuery({
    queryKey: [...staffApplicationsKey, id, 'notice-to-vacate'],
    queryFn: ({ signal }) =>
      apiRequest<NoticeToVacate>(`/api/staff/applications/${id}/notice-to-vacate/`, { signal }),
  });
}

export const useDecideNotice = (id: number) =>
  useStaffAction<NoticeDecision, unknown>(() => ({
    path: `/api/staff/applications/${id}/notice-to-vacate/decision/`,
    method: 'POST',
  }));
