import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PortalShell } from '../shell/PortalShell';
import { SystemUnavailableScreen } from './SystemUnavailableScreen';

interface RouteErrorBoundaryProps {
  /** The page's path: going to another page leaves the failure behind. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  pathname: string;
  failed: boolean;
}

/**
 * A page that failed to render, or whose code could not be fetched, shows System Unavailable with Try
 * again (which reloads the page) in the portal frame, whose links still lead elsewhere.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(
    { pathname }: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return pathname === state.pathname ? null : { pathname, failed: false };
  }

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PortalShell>
        <SystemUnavailableScreen onRetry={() => window.location.reload()} />
      </PortalShell>
    );
  }
}
