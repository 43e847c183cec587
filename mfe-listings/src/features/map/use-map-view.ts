import { useCallback, useEffect, useRef, useState } from 'react';
import { boundsOf, clampZoom, fitView, panBy, unproject } from './geo';
import type { LatLng, MapBounds, MapView } from './map.types';

export const VIEW_WIDTH = 800;
export const VIEW_HEIGHT = 560;

/**
 * The offline map's view: fitted to the listings the first time there are some, then moved only
 * by the user. Every finished user move reports the new bounds (not each step of a drag).
 */
export function useMapView(points: readonly LatLng[], onBoundsChange?: (bounds: MapBounds) => void) {
  const [view, setViewState] = useState<MapView>(() => fitView(points, VIEW_WIDTH, VIEW_HEIGHT));
  const [fitted, setFitted] = useState(points.length > 0);
  const current = useRef(view);
  const report = useRef(onBoundsChange);
  useEffect(() => {
    report.current = onBoundsChange;
    current.current = view;
  });

  // the first results may arrive after mount: fit them once
  if (!fitted && points.length > 0) {
    setFitted(true);
    setViewState(fitView(points, VIEW_WIDTH, VIEW_HEIGHT));
  }

  const show = useCallback((next: MapView, done: boolean) => {
    current.current = next;
    setViewState(next);
    if (done) report.current?.(boundsOf(next, VIEW_WIDTH, VIEW_HEIGHT));
  }, []);

  /** move by screen pixels; done=false while a drag is still going on */
  const pan = useCallback((dx: number, dy: number, done = true) => show(panBy(current.current, dx, dy), done), [show]);

  /** drag support: pan from a fixed start view */
  const panFrom = useCallback((start: MapView, dx: number, dy: number, done: boolean) => show(panBy(start, dx, dy), done), [show]);

  const zoomBy = useCallback(
    (delta: number, at?: { x: number; y: number }) => {
      const v = current.current;
      const zoom = clampZoom(v.zoom + delta);
      if (zoom === v.zoom) return;
      const center = at ? unproject(at.x, at.y, v, VIEW_WIDTH, VIEW_HEIGHT) : v.center;
      show({ zoom, center }, true);
    },
    [show],
  );

  const finish = useCallback(() => show(current.current, true), [show]);

  return { view, current, pan, panFrom, zoomBy, finish };
}
