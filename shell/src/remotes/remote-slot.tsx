import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { reloadOnChunkError } from '../errors/chunk-reload';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadedRemoteComponent, loadRemoteComponent } from './remote-registry';

type Lazy = LazyExoticComponent<ComponentType<object>>;
const cache = new Map<string, Lazy>();

/**
 * The component of a slot: the module itself once it has loaded (a server-rendered page then
 * hydrates in one pass, and the server renders the version its request loaded), else a lazy one.
 */
function componentFor(remote: string, exposed: string, attempt: number): Lazy | ComponentType<object> {
  const loaded = attempt === 0 ? loadedRemoteComponent<object>(remote, exposed) : undefined;
  return loaded ?? lazyFor(remote, exposed, attempt);
}

function lazyFor(remote: string, exposed: string, attempt: number): Lazy {
  const key = `${remote}/${exposed}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent<object>(remote, exposed, { retry: attempt > 0 }));
    cache.set(key, component);
  }
  return component;
}

export interface RemoteSlotProps<P extends object> {
  /** route-table remote key: 'listings', 'news' ... */
  remote: string;
  /** exposed module name: 'BuyListPage' */
  exposed: string;
  props: P;
  /** shown while the remote loads */
  loading: ReactNode;
  /** shown when the remote cannot be loaded or fails while rendering */
  unavailable: (retry: () => void, error: Error) => ReactNode;
}

/** One place where a remote renders: lazy load, Suspense, and an error boundary of its own. */
export function RemoteSlot<P extends object>({ remote, exposed, props, loading, unavailable }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Component = componentFor(remote, exposed, attempt) as unknown as ComponentType<P>;
  return (
    <RemoteErrorBoundary
      resetKey={`${remote}/${exposed}#${attempt}`}
      onRetry={() => setAttempt((a) => a + 1)}
      fallback={(error, retry) => {
        reloadOnChunkError(error);
        return unavailable(retry, error);
      }}
    >
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
