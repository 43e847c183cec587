import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** a new key (route change) clears the error */
  resetKey: string;
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a failing remote (load or render) so the rest of the page stays alive. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a remote section failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
