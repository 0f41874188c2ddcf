import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './pages.tsx';

interface State {
  error: unknown;
}

class Boundary extends Component<{ children: ReactNode; onRetryKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { onRetryKey: string }) {
    // leaving the page that failed clears the failure
    if (previous.onRetryKey !== this.props.onRetryKey && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A view failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return <RouteErrorPage error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** The error boundary of every route: a view that throws shows what happened and a way to try again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary onRetryKey={location.pathname}>{children}</Boundary>;
}
