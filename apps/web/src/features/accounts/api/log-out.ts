import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetAcceptedTermsRevision } from '@/lib/accepted-terms-revision';
import { apiRequest } from '@/lib/api-client';
import { forgetPasswordConfirmation } from '../lib/password-confirmation';
import { sessionQueryKey } from './get-session';
import { forgetSignedInData } from './session-cache';

/** POST /api/logout/: ends the session on the server and forgets every cached answer of this user. */
export async function logOut(): Promise<void> {
  await apiRequest<undefined>('/api/logout/', { method: 'POST' });
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      forgetSignedInData(queryClient);
      queryClient.setQueryData(sessionQueryKey, null);
      // What this tab remembered for the signed-in user goes with the session.
      forgetPasswordConfirmation();
      forgetAcceptedTermsRevision();
    },
  });
}
