import { memo } from 'react';
import { pixelsPerDegree, project } from '../geo';
import { DISTRICTS, MTR_LINES, STATIONS, nameIn, type MapLocale } from '../hk-reference';
import type { MapView } from '../map.types';
import { VIEW_HEIGHT, VIEW_WIDTH } from '../use-map-view';
import styles from './offline-map.module.css';

interface Props {
  view: MapView;
  locale: MapLocale;
}

/** Land (district hulls drawn thick), MTR lines, stations and district labels. */
export const OfflineBaseLayer = memo(function OfflineBaseLayer({ view, locale }: Props) {
  const at = (p: { lat: number; lng: number }) => project(p, view, VIEW_WIDTH, VIEW_HEIGHT);
  // about 1.6 km of land around each district's known points
  const landPx = Math.max(6, (1.6 / 111) * pixelsPerDegree(view.zoom) * 2);
  const showStations = view.zoom >= 11;
  const showStationNames = view.zoom >= 13;
  return (
    <g>
      <g className={styles.land} strokeWidth={landPx}>
        {DISTRICTS.map((d) => (
          <polygon key={d.id} points={d.hull.map((p) => { const q = at(p); return `${q.x.toFixed(1)},${q.y.toFixed(1)}`; }).join(' ')} />
        ))}
      </g>
      <g className={styles.lines}>
        {MTR_LINES.map((line) => (
          <polyline
            key={line.id}
            stroke={line.colour}
            points={line.stations.map((s) => { const q = at(s); return `${q.x.toFixed(1)},${q.y.toFixed(1)}`; }).join(' ')}
          />
        ))}
      </g>
      {showStations && (
        <g className={styles.stations}>
          {STATIONS.map((s) => {
            const q = at(s);
            return (
              <g key={s.code} transform={`translate(${q.x.toFixed(1)} ${q.y.toFixed(1)})`}>
                <circle r={3.5} />
                <title>{nameIn(s.name, locale)}</title>
                {showStationNames && <text x={6} y={3} className={styles.stationName}>{nameIn(s.name, locale)}</text>}
              </g>
            );
          })}
        </g>
      )}
      <g className={styles.districtLabels}>
        {DISTRICTS.map((d) => {
          const q = at(d.label);
          return (
            <text key={d.id} x={q.x} y={q.y} textAnchor="middle">
              {nameIn(d.name, locale)}
            </text>
          );
        })}
      </g>
    </g>
  );
});
