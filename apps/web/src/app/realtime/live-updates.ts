import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { nextTask } from '@/lib/next-task';
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
    onConnected: () => void readAgain(queryClient),
    onSignedOut: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/**
 * Reads again what the tab holds, one query a task: started all at once, the reads of a page made one task
 * long enough to block input in its first seconds. A read that failed shows its error and its Retry, not
 * data that could be out of date: it is left to them.
 */
async function readAgain(queryClient: QueryClient): Promise<void> {
  const held = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status !== 'error' });
  for (const query of held) {
    void queryClient.invalidateQueries({
      predicate: (candidate) => candidate === query && candidate.state.status !== 'error',
    });
    await nextTask();
  }
}
