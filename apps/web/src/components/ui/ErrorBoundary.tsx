import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of the children once they have failed to render. */
  fallback: ReactNode;
  /** A change of it (the page's path) leaves the failure behind: the children render again. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  resetKey: string | undefined;
  failed: boolean;
}

/** Children that fail to render show `fallback` instead; the failure goes to the console. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(
    { resetKey }: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return resetKey === state.resetKey ? null : { resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
