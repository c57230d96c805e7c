import { LoadingState } from './LoadingState';
import { SystemUnavailable } from './SystemUnavailable';

export interface QueryFallbackProps {
  /** A read that has not succeeded: still pending, or failed. */
  query: { isPending: boolean; isFetching: boolean; refetch: () => unknown };
  /** What the wait is for, read out while the read is pending. */
  loadingLabel: string;
}

/**
 * What a page shows in place of a read that has not succeeded: its loading state while the read is
 * pending, else System Unavailable with Retry. A page writes
 * `if (!query.isSuccess) return <QueryFallback query={query} loadingLabel={…} />`, and has its data below.
 */
export function QueryFallback({ query, loadingLabel }: QueryFallbackProps) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  return <SystemUnavailable onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
