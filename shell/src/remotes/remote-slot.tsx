import { servedPage } from '@portal/shared/api';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { reloadOnChunkError } from '../errors/chunk-reload';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadedRemoteComponent, loadRemoteComponent, loadRemoteComponentWithMessages } from './remote-registry';

type Lazy = LazyExoticComponent<ComponentType<object>>;
const cache = new Map<string, Lazy>();

/**
 * The component of a slot: the module itself once it has loaded (a server-rendered page then
 * hydrates in one pass, and the server renders the version its request loaded), else a lazy one.
 */
function componentFor(remote: string, exposed: string, attempt: number, until?: () => Promise<void>): Lazy | ComponentType<object> {
  const loaded = attempt === 0 ? loadedRemoteComponent<object>(remote, exposed) : undefined;
  return loaded ?? lazyFor(remote, exposed, attempt, until);
}

function lazyFor(remote: string, exposed: string, attempt: number, until?: () => Promise<void>): Lazy {
  const deferred = until && attempt === 0;
  const key = `${remote}/${exposed}#${attempt}${deferred ? ':deferred' : ''}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      if (!deferred) return loadRemoteComponent<object>(remote, exposed, { retry: attempt > 0 });
      await until();
      return loadRemoteComponentWithMessages<object>(remote, exposed);
    });
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
  /**
   * when given, on the page the server rendered, the module (if not loaded yet) loads only once
   * this settles: the slot keeps the server's HTML until then, and hydrates when its module has
   * come. On a later page (servedPage of @portal/shared/api) there is no server HTML to keep, and
   * the slot loads at once: it would otherwise reuse the wait begun for HTML React has replaced.
   */
  until?: () => Promise<void>;
}

/** One place where a remote renders: lazy load, Suspense, and an error boundary of its own. */
export function RemoteSlot<P extends object>({ remote, exposed, props, loading, unavailable, until }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Component = componentFor(remote, exposed, attempt, until && servedPage() ? until : undefined) as unknown as ComponentType<P>;
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
