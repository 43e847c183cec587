/**
 * "When seen": a promise that settles when an element comes within a screen's height of the
 * viewport (IntersectionObserver), for what the first view does not need (the home page's widgets
 * below the fold load and hydrate then, not at start-up). On the server, and in a browser without
 * IntersectionObserver, there is nothing to wait for (undefined).
 */
import { useCallback, useState } from 'react';

interface Seen {
  promise: Promise<void>;
  resolve: () => void;
}

function newSeen(): Seen | undefined {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return undefined;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** `ref` goes on the element watched; `seen` settles once it is near the viewport */
export function useWhenSeen(): { ref: (element: Element | null) => void; seen: Promise<void> | undefined } {
  const [state] = useState(newSeen);
  const ref = useCallback((element: Element | null) => {
    if (!element || !state) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      state.resolve();
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);
  return { ref, seen: state?.promise };
}
