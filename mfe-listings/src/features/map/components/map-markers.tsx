import { useTranslation } from 'react-i18next';
import type { KeyboardEvent } from 'react';
import type { Cluster } from '../cluster';
import type { MapListing } from '../map.types';
import styles from './offline-map.module.css';

interface Props {
  clusters: Cluster<MapListing>[];
  selectedId?: string;
  onSelect(listing: MapListing): void;
  onExpand(cluster: Cluster<MapListing>): void;
}

function activate(event: KeyboardEvent, run: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    run();
  }
}

/** Single listings as price pins, groups as count bubbles; each is a focusable button. */
export function MapMarkers({ clusters, selectedId, onSelect, onExpand }: Props) {
  const { t } = useTranslation('listings');
  return (
    <g>
      {clusters.map((c) => {
        const pos = `translate(${c.x.toFixed(1)} ${c.y.toFixed(1)})`;
        if (c.items.length === 1) {
          const listing = c.items[0]!;
          const label = `${listing.title} ${listing.priceText}`;
          return (
            <g
              key={c.key}
              transform={pos}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={listing.id === selectedId}
              data-marker=""
              data-testid="map-marker"
              data-listing-id={listing.id}
              className={`${styles.marker} ${listing.id === selectedId ? styles.selected : ''}`}
              onClick={() => onSelect(listing)}
              onKeyDown={(e) => activate(e, () => onSelect(listing))}
            >
              <rect x={-38} y={-30} width={76} height={22} rx={11} />
              <path d="M -5 -8 L 0 0 L 5 -8 Z" />
              <text y={-15} textAnchor="middle">{listing.priceText}</text>
            </g>
          );
        }
        const r = Math.min(28, 14 + Math.log2(c.items.length) * 3);
        return (
          <g
            key={c.key}
            transform={pos}
            role="button"
            tabIndex={0}
            aria-label={t('map.cluster', { count: c.items.length })}
            data-marker=""
            data-testid="map-cluster"
            data-listing-ids={c.items.map((i) => i.id).join(',')}
            className={styles.cluster}
            onClick={() => onExpand(c)}
            onKeyDown={(e) => activate(e, () => onExpand(c))}
          >
            <circle r={r} />
            <text y={4} textAnchor="middle">{c.items.length}</text>
          </g>
        );
      })}
    </g>
  );
}
