/**
 * One remote rendering a component another remote exposes (the estates remote's FairPrice on a
 * listing page): loaded at run time through the shell's loader, never imported. The shell installs
 * its loader at start-up (setRemoteLoader: registration from runtime-config.json, timeouts, the
 * unavailable error); this module is one shared instance, so every remote reaches it.
 * <RemoteComponent> shows `loading` on the server, while hydrating and while the module loads (so
 * the space it keeps is the same in the server HTML), then the component; a remote that is down,
 * unknown or fails while rendering leaves `unavailable` (nothing by default) and the page whole.
 * Plain createElement and no styles: the build configs import this package's index in Node.
 */
import { Component, createElement, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import type { RemoteKey } from './remotes';

export type RemoteComponentLoader = <P>(remote: string, exposed: string) => Promise<{ default: ComponentType<P> }>;

let loader: RemoteComponentLoader | undefined;

/** the shell, once at start-up in the browser */
export function setRemoteLoader(next: RemoteComponentLoader | undefined): void {
  loader = next;
}

type Lazy = ComponentType<object>;
/** per loader (one per host page), per module: a module that loaded is rendered again at once */
const lazies = new WeakMap<RemoteComponentLoader, Map<string, Lazy>>();

function lazyFor(load: RemoteComponentLoader, key: string, remote: string, exposed: string): Lazy {
  let byKey = lazies.get(load);
  if (!byKey) lazies.set(load, (byKey = new Map()));
  let component = byKey.get(key);
  if (!component) {
    component = lazy(() => load<object>(remote, exposed)) as unknown as Lazy;
    byKey.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  moduleKey: string;
  /** forgets the failed module, so the next page that asks for it tries again (a remote that came back is used) */
  forget: () => void;
  fallback: ReactNode;
  children?: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.forget();
    console.warn(`[remote] ${this.props.moduleKey} is unavailable`, error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentProps<P extends object> {
  remote: RemoteKey;
  /** the exposed module's name, e.g. 'FairPrice' */
  exposed: string;
  props: P;
  /** the skeleton: on the server, while hydrating and while loading */
  loading: ReactNode;
  /** when the remote cannot be loaded or fails (default: nothing) */
  unavailable?: ReactNode;
}

export function RemoteComponent<P extends object>({ remote, exposed, props, loading, unavailable = null }: RemoteComponentProps<P>): ReactNode {
  if (!useHydrated()) return loading;
  if (!loader) return unavailable;
  const key = `${remote}/${exposed}`;
  const load = loader;
  const Loaded = lazyFor(load, key, remote, exposed) as unknown as ComponentType<P>;
  const forget = () => lazies.get(load)?.delete(key);
  return createElement(Boundary, { moduleKey: key, forget, fallback: unavailable }, createElement(Suspense, { fallback: loading }, createElement(Loaded, props)));
}
