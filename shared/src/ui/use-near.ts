import { useEffect, useState, type RefObject } from 'react';
import { whenNear } from './when-seen';

/**
 * Whether the element has come within 400 px of the viewport (whenNear) since `key` last changed
 * (a navigation, another listing): a part below the content starts its work then. True at once
 * without IntersectionObserver.
 */
export function useNear(ref: RefObject<Element | null>, key: string): boolean {
  const [nearKey, setNearKey] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void (ref.current ? whenNear(ref.current, controller.signal) : Promise.resolve()).then(() => {
      if (!controller.signal.aborted) setNearKey(key);
    });
    return () => controller.abort();
  }, [ref, key]);
  return nearKey === key;
}
