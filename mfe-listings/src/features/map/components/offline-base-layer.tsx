import { memo } from 'react';
import { pixelsPerDegree, project } from '../geo';
import { DISTRICTS, LAND_POINTS, MTR_LINES, STATIONS, nameIn, type MapLocale } from '../hk-reference';
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
  // land reaches about 0.7 km beyond each district's known points and stations
  const kmPx = pixelsPerDegree(view.zoom) / 111;
  const landPx = Math.max(4, 1.4 * kmPx);
  const showStations = view.zoom >= 11;
  const showStationNames = view.zoom >= 13;
  return (
    <g>
      <g className={styles.land} strokeWidth={landPx}>
        {DISTRICTS.map((d) => (
          <polygon key={d.id} points={d.hull.map((p) => { const q = at(p); return `${q.x.toFixed(1)},${q.y.toFixed(1)}`; }).join(' ')} />
        ))}
        {LAND_POINTS.map((p, i) => {
          const q = at(p);
          return <circle key={i} cx={q.x.toFixed(1)} cy={q.y.toFixed(1)} r={(landPx / 2).toFixed(1)} />;
        })}
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
