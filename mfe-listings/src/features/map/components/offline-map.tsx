import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gridCluster, type Cluster } from '../cluster';
import { MAX_ZOOM, MIN_ZOOM, project } from '../geo';
import type { MapLocale } from '../hk-reference';
import type { MapBounds, MapListing, MapView } from '../map.types';
import { useMapView, VIEW_HEIGHT, VIEW_WIDTH } from '../use-map-view';
import { MapMarkers } from './map-markers';
import { MarkerPopup } from './marker-popup';
import { OfflineBaseLayer } from './offline-base-layer';
import styles from './offline-map.module.css';

export interface OfflineMapProps {
  listings: readonly MapListing[];
  locale: MapLocale;
  onBoundsChange?: (bounds: MapBounds) => void;
}

const CELL = 56;
const KEY_PAN = 80;

/** A self-drawn map of Hong Kong (no tiles, no key): works offline and in tests. */
export function OfflineMap({ listings, locale, onBoundsChange }: OfflineMapProps) {
  const { t } = useTranslation('listings');
  const { view, current, pan, panFrom, zoomBy, finish } = useMapView(listings, onBoundsChange);
  const helpId = useId();
  const [open, setOpen] = useState<{ items: MapListing[] } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; start: MapView; ratio: number; moved: boolean } | null>(null);

  const clusters = useMemo(() => {
    const points = listings.map((item) => ({ item, ...project(item, view, VIEW_WIDTH, VIEW_HEIGHT) }));
    return gridCluster(points, CELL);
  }, [listings, view]);

  // wheel zoom needs a non-passive listener to keep the page from scrolling
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomBy(e.deltaY < 0 ? 1 : -1);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    if ((e.target as Element).closest('[data-marker]') || !Number.isFinite(e.clientX)) return;
    const width = e.currentTarget.getBoundingClientRect().width;
    drag.current = { x: e.clientX, y: e.clientY, start: current.current, ratio: width > 0 ? VIEW_WIDTH / width : 1, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const d = drag.current;
    if (!d || !Number.isFinite(e.clientX) || !Number.isFinite(e.clientY)) return;
    d.moved = true;
    panFrom(d.start, (e.clientX - d.x) * d.ratio, (e.clientY - d.y) * d.ratio, false);
  }
  function onPointerUp() {
    if (drag.current?.moved) finish();
    drag.current = null;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.target !== e.currentTarget) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => pan(KEY_PAN, 0),
      ArrowRight: () => pan(-KEY_PAN, 0),
      ArrowUp: () => pan(0, KEY_PAN),
      ArrowDown: () => pan(0, -KEY_PAN),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const run = moves[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  }

  function expand(c: Cluster<MapListing>) {
    if (view.zoom >= MAX_ZOOM) setOpen({ items: c.items });
    else zoomBy(Math.min(2, MAX_ZOOM - view.zoom), { x: c.x, y: c.y });
  }

  function closePopup() {
    const id = open?.items[0]?.id;
    setOpen(null);
    // give the keyboard back to the marker the popup came from
    if (id) svg.current?.querySelector<SVGGElement>(`[data-listing-id="${CSS.escape(id)}"]`)?.focus();
  }

  const anchor = open ? clusters.find((c) => c.items.some((i) => i.id === open.items[0]!.id)) : undefined;

  return (
    <div className={styles.wrap}>
      <div
        className={styles.viewport}
        tabIndex={0}
        role="region"
        aria-label={t('map.label')}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <svg
          ref={svg}
          className={styles.svg}
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          data-testid="offline-map"
          data-zoom={view.zoom}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <rect className={styles.sea} width={VIEW_WIDTH} height={VIEW_HEIGHT} />
          <OfflineBaseLayer view={view} locale={locale} />
          <MapMarkers clusters={clusters} selectedId={open?.items[0]?.id} onSelect={(l) => setOpen({ items: [l] })} onExpand={expand} />
        </svg>
        {open && anchor && (
          <MarkerPopup items={open.items} left={(anchor.x / VIEW_WIDTH) * 100} top={(anchor.y / VIEW_HEIGHT) * 100} onClose={closePopup} />
        )}
      </div>
      <div className={styles.controls}>
        <button type="button" aria-label={t('map.zoomIn')} disabled={view.zoom >= MAX_ZOOM} onClick={() => zoomBy(1)}>
          +
        </button>
        <button type="button" aria-label={t('map.zoomOut')} disabled={view.zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)}>
          −
        </button>
      </div>
      <p id={helpId} className={styles.help}>
        {listings.length === 0 ? t('map.empty') : t('map.help')}
      </p>
    </div>
  );
}
