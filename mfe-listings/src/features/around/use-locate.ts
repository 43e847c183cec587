import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from './stations';

/**
 * Where the visitor is asking from: idle, locating, or why there is no position — refused by the
 * visitor, not available (no fix or too slow), or no geolocation in this browser.
 */
export type LocateStatus = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

/** One position within this long, or the attempt counts as unavailable. */
export const LOCATE_TIMEOUT_MS = 10_000;

/** navigator.geolocation once per request; `onFound` gets the position, the status says the rest. */
export function useLocate(onFound: (point: LatLng) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const live = useRef(true);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const locate = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    geo.getCurrentPosition(
      (position) => {
        if (!live.current) return;
        setStatus('idle');
        found.current({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        // 1 is PERMISSION_DENIED; 2 (no fix) and 3 (timeout) leave the visitor without a position
        if (live.current) setStatus(error.code === 1 ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, []);
  return { status, locate };
}
