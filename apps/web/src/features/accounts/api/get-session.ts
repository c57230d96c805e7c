import type { SessionSummary } from '@portal/domain/schemas/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, holdsSessionCookie, isApiRequestError } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** GET /api/session/: who is signed in, or null when nobody is (or the session has ended). */
export async function getSession(signal?: AbortSignal): Promise<SessionSummary | null> {
  // A signed-out visitor's first page asks nothing: no request, and no 401 in the browser's console.
  if (!holdsSessionCookie()) return null;
  try {
    return await apiRequest<SessionSummary>('/api/session/', signal ? { signal } : {});
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return null;
    throw error;
  }
}

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Known at once without the cookie, so a signed-out page renders its final layout on the first paint.
    initialData: () => (holdsSessionCookie() ? undefined : null),
    staleTime: 60_000,
  });
}

/**
 * Whether a session counts at this community: one opened there, or a staff member's company-wide session
 * (opened at /staff/login, `community: null`), which counts at every community; the server decides what
 * its holder may see there. A session opened at another community does not count, since accounts are per
 * community.
 */
export function sessionCountsAt(
  session: Pick<SessionSummary, 'community' | 'staff_role'>,
  community: string,
) {
  return session.community === community || (session.community === null && session.staff_role !== null);
}

/**
 * The session for this community (sessionCountsAt). The query comes as it is: a component re-renders only
 * for the fields it reads (TanStack's tracked results), and the session is read again on every realtime
 * connection, so a copy of all its fields would re-render the shell and every guard twice for each of
 * those reads.
 */
export function useCommunitySession(community: string) {
  const query = useQuery(sessionQuery());
  const session = query.data && sessionCountsAt(query.data, community) ? query.data : null;
  return { session, query };
}
