import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../features/accounts/api/get-session';
import { transactionQueryKey } from '../../features/journey/api/transaction-query-key';
import { type Announcement, announcementFor, reactionTo } from './realtime-reactions';
import { openRealtimeSocket } from './realtime-socket';

/**
 * Keeps the tab's realtime socket open and turns its events into query invalidations (the pages on screen
 * refetch; nothing is reloaded), announcing a status the applicant did not have before. Loaded lazily with
 * the socket's code. Each time the socket connects, what is on screen is read again: it may have been read
 * before the events that changed it could reach this tab. Returns what closes it.
 */
export function startLiveUpdates(
  queryClient: QueryClient,
  announce: (announcement: Announcement) => void,
): () => void {
  const statuses = new Map<number, number>();
  return openRealtimeSocket({
    onEvent(name, payload) {
      const reaction = reactionTo(name, payload);
      if (!reaction) return;
      const { transactionId, status } = reaction;
      if (transactionId !== undefined && status !== undefined) {
        const shown = queryClient.getQueryData<{ status?: number }>(transactionQueryKey(transactionId));
        const said = announcementFor(status, statuses.get(transactionId) ?? shown?.status);
        statuses.set(transactionId, status);
        if (said) announce(said);
      }
      void queryClient.invalidateQueries({ predicate: (query) => reaction.affects(query.queryKey) });
    },
    // A read that failed shows its error and its Retry, not data that could be out of date: it is left to them.
    onConnected: () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status !== 'error' }),
    onSignedOut: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
