// biome-ignore lint/style/noRestrictedImports: the one place a failed read is drawn
import { LoadFailure } from './LoadFailure';
import { LoadingState } from './LoadingState';
import { SystemUnavailable } from './SystemUnavailable';

/** The part of a TanStack Query result (or several combined) that QueryFallback reads. */
export interface FallbackQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A page's own words for a failed read, where the specification gives them. */
export interface ReadFailureText {
  message: string;
  retryLabel: string;
}

export interface QueryFallbackProps {
  /** A read that has not succeeded: still pending, or failed. */
  query: FallbackQuery;
  /** What the wait is for, read out while the read is pending. */
  loadingLabel: string;
  /** Said when the read failed; without it the page says System Unavailable with Try again. */
  failure?: ReadFailureText;
}

/**
 * The one way a page shows a read that has not succeeded: its loading state while the read is pending,
 * else the failure with a Retry that reads again. A page writes
 * `if (!query.isSuccess) return <QueryFallback query={query} loadingLabel={…} />`, and has its data below.
 */
export function QueryFallback({ query, loadingLabel, failure }: QueryFallbackProps) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  const retry = () => void query.refetch();
  if (failure) {
    return (
      <LoadFailure
        message={failure.message}
        retryLabel={failure.retryLabel}
        onRetry={retry}
        retrying={query.isFetching}
      />
    );
  }
  return <SystemUnavailable onRetry={retry} retrying={query.isFetching} />;
}
