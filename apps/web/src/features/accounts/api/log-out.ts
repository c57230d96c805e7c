import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

/** Logout answers 204 with no body. */
const noContent = { parse: (): undefined => undefined };

/** POST /api/logout/: ends the session on the server and forgets every cached answer of this user. */
export async function logOut(): Promise<void> {
  await apiRequest('/api/logout/', noContent, { method: 'POST' });
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'communities' });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
