/**
 * One remote rendering a component another remote exposes (the estates remote's FairPrice on a
 * listing page): loaded at run time through the shell's loader, never imported. The shell installs
 * its loader at start-up in the browser and on its server (setRemoteLoader: registration from
 * runtime-config.json, timeouts, the unavailable error); this module is one shared instance, so
 * every remote reaches it.
 * Without `until`, the slot is the browser's: `loading` on the server and while the page hydrates,
 * then the component once its module has loaded. With `until`, the page's route names the
 * component among its `embeds`, so the shell's server has loaded it before rendering and the
 * page's HTML holds its content; in the browser that HTML stays as it is (React keeps a boundary it
 * cannot hydrate yet as the server sent it) until `until` settles and the module has loaded, then
 * the component hydrates in place. On a page the browser renders itself, `loading` shows while the
 * module loads. A remote that is
 * down, unknown or fails while rendering leaves `unavailable` (nothing by default) and the page whole.
 * Plain createElement and no styles: the build configs import this package's index in Node.
 */
import { Component, createElement, Fragment, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { servedPage } from '../api/server-data';
import { useHydrated } from '../ui/use-hydrated';
import type { RemoteKey } from './remotes';

export type RemoteComponentLoader = <P>(remote: string, exposed: string) => Promise<{ default: ComponentType<P> }>;
/** the component of a module that has already loaded, if any (on the server: the version its page loaded) */
export type LoadedRemoteComponent = <P>(remote: string, exposed: string) => ComponentType<P> | undefined;

let loader: RemoteComponentLoader | undefined;
let loadedComponent: LoadedRemoteComponent | undefined;

/** the shell, once at start-up, in the browser and on its server */
export function setRemoteLoader(next: RemoteComponentLoader | undefined, loaded?: LoadedRemoteComponent): void {
  loader = next;
  loadedComponent = loaded;
}

type Lazy = ComponentType<object>;
interface Entry {
  component: Lazy;
  /** a deferred module: load now, whatever `until` says */
  release: () => void;
}
/** per loader (one per host page), per module: a module that loaded is rendered again at once */
const lazies = new WeakMap<RemoteComponentLoader, Map<string, Entry>>();

/** a lazy component of the module, which with `until` loads once that settles or release() is called */
function entryFor(load: RemoteComponentLoader, remote: string, exposed: string, until?: () => Promise<void>): Entry {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const component = lazy(async () => {
    if (until) await Promise.race([until(), released]);
    return load<object>(remote, exposed);
  }) as unknown as Lazy;
  return { component, release };
}

function lazyFor(load: RemoteComponentLoader, key: string, remote: string, exposed: string): Entry {
  let byKey = lazies.get(load);
  if (!byKey) lazies.set(load, (byKey = new Map()));
  let entry = byKey.get(key);
  if (!entry) {
    entry = entryFor(load, remote, exposed);
    byKey.set(key, entry);
  }
  return entry;
}

/** in a fallback: React shows `loading` where it gave up (or never had) the server's HTML, so nothing is left to keep */
function LoadNow({ release }: { release: () => void }): null {
  useEffect(release, [release]);
  return null;
}

/** around a deferred component: tells its slot when React has hydrated it */
function OnHydrated({ done, children }: { done: () => void; children?: ReactNode }): ReactNode {
  useEffect(done, [done]);
  return children;
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
  /**
   * For a component the server renders (a route's `embeds`): on the page the server rendered, the
   * module loads only once this settles (whenUsed of @portal/shared/ui), and the server's HTML
   * stands in for it until then. Give the slot props
   * that keep their identity (memo): a render of a boundary React has kept makes it give the HTML up.
   */
  until?: () => Promise<void>;
  /**
   * With `until`: what the page shows (its path and query). A navigation reaches a boundary React
   * has kept through the router's context, and React would hold the navigation until the module
   * came; so when this changes before the component has hydrated, the slot starts afresh (its
   * skeleton, the module loading at once) and the navigation goes on.
   */
  view?: string;
}

export function RemoteComponent<P extends object>(slot: RemoteComponentProps<P>): ReactNode {
  // two components, so that a slot the server renders never reads useHydrated: its change after
  // hydration would re-render the slot, and React would give up the server's HTML it keeps
  return slot.until === undefined ? createElement(BrowserSlot<P>, slot) : createElement(ServedSlot<P>, slot);
}

/** the module's component in its boundary: `unavailable` if it fails, `fallback` while it loads */
function loaded<P extends object>({ remote, exposed, props, unavailable = null }: RemoteComponentProps<P>, load: RemoteComponentLoader, entry: Entry | undefined, fallback: ReactNode, wrap?: (content: ReactNode) => ReactNode): ReactNode {
  const key = `${remote}/${exposed}`;
  const Loaded = (loadedComponent?.<P>(remote, exposed) ?? entry?.component) as ComponentType<P>;
  const content = createElement(Loaded, props);
  const forget = () => lazies.get(load)?.delete(key);
  return createElement(Boundary, { moduleKey: key, forget, fallback: unavailable }, createElement(Suspense, { key: wrap ? 'served' : 'fresh', fallback }, wrap ? wrap(content) : content));
}

/** with the fallback, the order to load now (LoadNow) */
function fallbackOf(loading: ReactNode, entry: Entry | undefined): ReactNode {
  return entry ? createElement(Fragment, null, loading, createElement(LoadNow, { release: entry.release })) : loading;
}

/** a slot without `until`: the browser's alone, `loading` on the server and while the page hydrates */
function BrowserSlot<P extends object>(slot: RemoteComponentProps<P>): ReactNode {
  if (!useHydrated()) return slot.loading;
  if (!loader) return slot.unavailable ?? null;
  const entry = loadedComponent?.(slot.remote, slot.exposed) ? undefined : lazyFor(loader, `${slot.remote}/${slot.exposed}`, slot.remote, slot.exposed);
  return loaded(slot, loader, entry, fallbackOf(slot.loading, entry));
}

/** a slot with `until`: rendered by the server, hydrated once `until` settles */
function ServedSlot<P extends object>(slot: RemoteComponentProps<P>): ReactNode {
  const { remote, exposed, until, view = '' } = slot;
  // the view the server rendered, on the served page; on a page the browser renders, it loads at once
  const [served] = useState(() => (typeof window !== 'undefined' && servedPage() ? view : undefined));
  // the slot's own: what it waits for is its own part of the page
  const [waiting] = useState(() => (served !== undefined && loader ? entryFor(loader, remote, exposed, until) : undefined));
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const [fresh, setFresh] = useState(served === undefined);
  if (!fresh && view !== served && !hydrated) setFresh(true);
  if (!loader) return slot.unavailable ?? null;
  const deferred = !fresh && waiting !== undefined;
  const ready = loadedComponent?.(remote, exposed);
  const entry = ready ? undefined : deferred ? waiting : lazyFor(loader, `${remote}/${exposed}`, remote, exposed);
  const wrap = deferred ? (content: ReactNode) => createElement(OnHydrated, { done: markHydrated }, content) : undefined;
  return loaded(slot, loader, entry, fallbackOf(slot.loading, entry), wrap);
}
