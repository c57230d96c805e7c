import type {
  StaffInvitation,
  StaffMemberChange,
  StaffPeople,
  StaffPerson,
} from '@portal/domain/schemas/staff-people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRereadingMutation } from './rereading-mutation';

export const staffPeopleQueryKey = ['staff', 'people'] as const;

/** GET /api/admin/staff/: the company's staff with their roles, communities and status (admins only). */
export function staffPeopleQuery() {
  return queryOptions({
    queryKey: staffPeopleQueryKey,
    queryFn: ({ signal }) => apiRequest<StaffPeople>('/api/admin/staff/', { signal }),
  });
}

/** The people's read, asked only once the signed-in staff member is known to be an admin. */
export function useStaffPeople({ enabled }: { enabled: boolean }) {
  return useQuery({ ...staffPeopleQuery(), enabled });
}

/**
 * A change to the company's staff. Whatever the answer, the staff reads (the people and the admin's own
 * staff home, in case they changed themselves) are read again, and the call settles once they are: the
 * table shows what is true when the form says it is done.
 */
function useStaffPeopleChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRereadingMutation([['staff']], mutationFn);
}

/** POST /api/admin/staff/invitations/: a new staff account, invited by e-mail (a 7-day set-password link). */
export function useInviteStaffMember() {
  return useStaffPeopleChange((invitation: StaffInvitation) =>
    apiRequest<StaffPerson>('/api/admin/staff/invitations/', { method: 'POST', body: invitation }),
  );
}

/** PATCH /api/admin/staff/{id}/: role, communities, signing permission, or `active` to (de)activate. */
export function useChangeStaffMember() {
  return useStaffPeopleChange(({ id, change }: { id: number; change: StaffMemberChange }) =>
    apiRequest<StaffPerson>(`/api/admin/staff/${id}/`, { method: 'PATCH', body: change }),
  );
}

/** POST /api/admin/staff/{id}/invitation/: a fresh link e-mailed; the earlier ones stop working. */
export function useResendInvitation() {
  return useStaffPeopleChange((id: number) =>
    apiRequest<StaffPerson>(`/api/admin/staff/${id}/invitation/`, { method: 'POST' }),
  );
}

/** DELETE /api/admin/staff/{id}/invitation/: the link stops working and the unused account goes. */
export function useRevokeInvitation() {
  return useStaffPeopleChange((id: number) =>
    apiRequest<undefined>(`/api/admin/staff/${id}/invitation/`, { method: 'DELETE' }),
  );
}
