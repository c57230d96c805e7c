import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
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

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * Last line of defence for render failures outside the pages (a page's are caught by
 * app/screens/RouteErrorBoundary). Shows the spec's System Unavailable screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <SystemUnavailable onRetry={() => window.location.reload()} />
      </main>
    );
  }
}
