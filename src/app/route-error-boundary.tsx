import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../portal/pages.tsx';

interface State {
  error: unknown;
}

/**
 * A view's code that could not be loaded (the network dropped, a new release replaced the chunk).
 * React.lazy keeps such a failure for good, so trying again means loading the page again.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(error.message)
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetryKey: string;
  reload: () => void;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // leaving the page that failed clears the failure
    if (previous.onRetryKey !== this.props.onRetryKey && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A view failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error !== null) {
      const chunk = isChunkLoadError(error);
      return <RouteErrorPage error={error} chunk={chunk} onRetry={chunk ? this.props.reload : () => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** The error boundary around every page: a view that throws shows what happened and a way to try again. */
export function RouteErrorBoundary({ children, reload = () => window.location.reload() }: { children: ReactNode; reload?: () => void }) {
  const location = useLocation();
  return (
    <Boundary onRetryKey={location.pathname} reload={reload}>
      {children}
    </Boundary>
  );
}
