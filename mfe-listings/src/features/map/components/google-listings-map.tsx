import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APIProvider, AdvancedMarker, InfoWindow, Map, type MapCameraChangedEvent } from '@vis.gl/react-google-maps';
import { gridCluster, mercatorPixel } from '../cluster';
import { fitView } from '../geo';
import type { MapBounds, MapListing } from '../map.types';
import { VIEW_HEIGHT, VIEW_WIDTH } from '../use-map-view';
import styles from './google-listings-map.module.css';

export interface GoogleListingsMapProps {
  apiKey: string;
  /** a Map ID from the Google Cloud console (needed by advanced markers) */
  mapId?: string;
  listings: readonly MapListing[];
  language: string;
  onBoundsChange?: (bounds: MapBounds) => void;
}

/** The Google Maps version of the map search, with the same grid clustering as the offline map. */
export function GoogleListingsMap({ apiKey, mapId, listings, language, onBoundsChange }: GoogleListingsMapProps) {
  const { t } = useTranslation('listings');
  const initial = useMemo(() => fitView(listings, VIEW_WIDTH, VIEW_HEIGHT), [listings]);
  const [zoom, setZoom] = useState(initial.zoom);
  const [open, setOpen] = useState<MapListing | null>(null);
  const camera = useRef<MapBounds | null>(null);
  const idleSeen = useRef(false);

  const clusters = useMemo(
    () => gridCluster(listings.map((item) => ({ item, ...mercatorPixel(item.lat, item.lng, zoom) })), 56),
    [listings, zoom],
  );

  function onCameraChanged(e: MapCameraChangedEvent) {
    setZoom(Math.round(e.detail.zoom));
    camera.current = e.detail.bounds;
  }
  function onIdle() {
    // the first idle is the initial fit, not a user move
    if (idleSeen.current && camera.current) onBoundsChange?.(camera.current);
    idleSeen.current = true;
  }

  return (
    <APIProvider apiKey={apiKey} language={language === 'en-us' ? 'en' : language === 'zh-cn' ? 'zh-CN' : 'zh-HK'} region="HK">
      <div className={styles.frame} aria-label={t('map.label')} role="region">
        <Map
          mapId={mapId ?? 'DEMO_MAP_ID'}
          defaultCenter={initial.center}
          defaultZoom={initial.zoom}
          gestureHandling="greedy"
          onCameraChanged={onCameraChanged}
          onIdle={onIdle}
        >
          {clusters.map((c) => {
            const first = c.items[0]!;
            const position = { lat: c.items.reduce((s, i) => s + i.lat, 0) / c.items.length, lng: c.items.reduce((s, i) => s + i.lng, 0) / c.items.length };
            return c.items.length === 1 ? (
              <AdvancedMarker key={c.key} position={position} title={`${first.title} ${first.priceText}`} onClick={() => setOpen(first)}>
                <span className={styles.pin} data-testid="map-marker" data-listing-id={first.id}>{first.priceText}</span>
              </AdvancedMarker>
            ) : (
              <AdvancedMarker key={c.key} position={position} title={t('map.cluster', { count: c.items.length })}>
                <span className={styles.cluster} data-testid="map-cluster" data-listing-ids={c.items.map((i) => i.id).join(',')}>
                  {c.items.length}
                </span>
              </AdvancedMarker>
            );
          })}
          {open && (
            <InfoWindow position={{ lat: open.lat, lng: open.lng }} onCloseClick={() => setOpen(null)} headerContent={open.title}>
              <p className={styles.price}>{open.priceText}</p>
              <a href={open.href}>{t('map.viewDetail')}</a>
            </InfoWindow>
          )}
        </Map>
      </div>
    </APIProvider>
  );
}
