import type { InvitedPerson } from '@portal/domain/schemas/household';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const invitedPersonQueryKey = (invite: string | null) => ['invited-person', invite] as const;

/**
 * GET /api/invitation-link/?invite=: the name and contact details the household gave of the person an
 * invitation link was sent to (no session needed). Idle without a token; a link out of date fails once.
 */
export function useInvitedPerson(invite: string | null) {
  return useQuery({
    queryKey: invitedPersonQueryKey(invite),
    queryFn: ({ signal }) =>
      apiRequest<InvitedPerson>(`/api/invitation-link/?invite=${encodeURIComponent(invite ?? '')}`, {
        signal,
      }),
    enabled: invite !== null,
    retry: false,
  });
}
