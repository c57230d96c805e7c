import type { QueryClient } from '@tanstack/react-query';

/**
 * How long no read may be in flight before the reads count as settled: a page starts its next reads within
 * a frame of the answers it waited for (React runs their effects once the answer has painted).
 */
const QUIET_MS = 150;

/**
 * Calls `then` once no query has been fetched for a moment; returns what stops waiting. Live updates open
 * their socket then: on a page's first load its own reads go first, and the socket's first connection
 * reads again whatever was on screen before it, so nothing that changed meanwhile is missed.
 */
export function afterReadsSettle(queryClient: QueryClient, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    stopWatching();
  };
  const check = () => {
    clearTimeout(timer);
    if (queryClient.isFetching() > 0) return;
    timer = setTimeout(() => {
      stop();
      then();
    }, QUIET_MS);
  };
  const stopWatching = queryClient.getQueryCache().subscribe(check);
  check();
  return stop;
}
