import type { Invitation } from '@portal/domain/schemas/household';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

export type { Invitation };

/** Per user: whoever signs in next in this browser must not see the previous user's invitations. */
export const invitationsQueryKey = (community: string, userId: number) =>
  ['journey', 'invitations', community, userId] as const;

/** GET /api/invitations/: the open invitations sent to the signed-in user's e-mail or phone number. */
export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return (await apiRequest<{ invitations: Invitation[] }>('/api/invitations/', signal ? { signal } : {}))
    .invitations;
}

export function useInvitations(community: string, userId: number) {
  return useQuery(
    queryOptions({
      queryKey: invitationsQueryKey(community, userId),
      queryFn: ({ signal }) => getInvitations(signal),
    }),
  );
}

/** POST /api/applicant-role/ { invitee_id }: joins the invitation's application in the invited role. */
export function acceptInvitation(inviteeId: number): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>('/api/applicant-role/', {
    method: 'POST',
    body: { invitee_id: inviteeId },
  });
}

export function useAcceptInvitation(community: string, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transaction.id), transaction);
    },
    // Accepted, taken back or taken by someone else: either way the list has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(community, userId) }),
  });
}
