import type { RemoteKey } from '@portal/shared/mf';
import { useHydrated } from '@portal/shared/ui';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteComponent } from './load-remote-module';

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode; what: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[remote] ${this.props.what} could not be loaded:`, error instanceof Error ? error.message : error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentSlotProps<P extends object> {
  remote: RemoteKey;
  exposed: string;
  props: P;
  /** shown on the server, while hydrating and while the remote loads */
  loading: ReactNode;
  /** shown when the remote cannot be loaded or fails; `retry` loads it again */
  unavailable: (retry: () => void) => ReactNode;
  load?: typeof loadRemoteComponent;
}

/**
 * Where another remote's component renders inside this remote's page: loaded in the browser once
 * the page is live (it is the visitor's own, or needs the browser), its own error boundary, so a
 * remote that is down changes this place only.
 */
export function RemoteComponentSlot<P extends object>({ remote, exposed, props, loading, unavailable, load = loadRemoteComponent }: RemoteComponentSlotProps<P>) {
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => load<P>(remote, exposed, attempt > 0)) as ComponentType<P>,
    [load, remote, exposed, attempt],
  );
  if (!hydrated) return <>{loading}</>;
  return (
    <Boundary key={attempt} what={`${remote}/${exposed}`} fallback={unavailable(() => setAttempt((a) => a + 1))}>
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </Boundary>
  );
}
