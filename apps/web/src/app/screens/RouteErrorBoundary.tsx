import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { PortalShell } from '../shell/PortalShell';
import { SystemUnavailableScreen } from './SystemUnavailableScreen';

interface RouteErrorBoundaryProps {
  /** The page's path: going to another page leaves the failure behind. */
  pathname: string;
  children: ReactNode;
}

/**
 * A page that failed to render, or whose code could not be fetched, shows System Unavailable with Try
 * again (which reloads the page) in the portal frame, whose links still lead elsewhere.
 */
export function RouteErrorBoundary({ pathname, children }: RouteErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={
        <PortalShell>
          <SystemUnavailableScreen onRetry={() => window.location.reload()} />
        </PortalShell>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
