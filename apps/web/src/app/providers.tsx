import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import { MAIN_CONTENT_ID } from '../components/ui/SkipLink';
import { SystemUnavailable } from '../components/ui/SystemUnavailable';
import { isApiRequestError } from '../lib/api-client';
import styles from './shell/Shell.module.css';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; other failures get one quick second chance.
        retry: (failureCount, error) =>
          !(isApiRequestError(error) && error.isClientError) && failureCount < 1,
        retryDelay: 500,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/**
 * The query client for the app, and the last line of defence for render failures outside the pages (a
 * page's are caught by app/screens/RouteErrorBoundary): the spec's System Unavailable screen.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <SystemUnavailable onRetry={() => window.location.reload()} />
        </main>
      }
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
