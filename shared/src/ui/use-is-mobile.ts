import { createContext, useContext, useSyncExternalStore } from 'react';

/** Spec 9: mobile layout below 992 px body width, desktop from 992 px. */
export const BREAKPOINT_MOBILE = 992;
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINT_MOBILE - 0.02}px)`;

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * What the server took the viewport for (from the User-Agent), provided around a server-rendered
 * page on the server and while it hydrates, so both render the same layout first.
 */
export const MobileHintContext = createContext<boolean | undefined>(undefined);

/**
 * true below 992 px. `serverDefault` is used where there is no window (server rendering, and the
 * first hydration pass), desktop unless told otherwise.
 */
export function useIsMobile(serverDefault = false): boolean {
  const hint = useContext(MobileHintContext) ?? serverDefault;
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? hint,
    () => hint,
  );
}
