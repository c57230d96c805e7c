import type { Session, SessionSummary } from '@portal/domain/schemas/session';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './get-session';

/** Every cached answer except the public community data belongs to whoever was signed in. */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'communities' });
}

/**
 * After register or login: the answer is the new session. Another user's cached data goes, and the
 * ['session'] query gets the summary (the token stays out of the cache; the browser holds it as a cookie).
 */
export function rememberSession(queryClient: QueryClient, session: Session): void {
  const { token: _token, csrf_token: _csrfToken, ...summary }: Session = session;
  const previous = queryClient.getQueryData<{ user: { id: number } } | null>(sessionQueryKey);
  if (previous?.user.id !== summary.user.id) forgetSignedInData(queryClient);
  queryClient.setQueryData<SessionSummary>(sessionQueryKey, summary);
}
