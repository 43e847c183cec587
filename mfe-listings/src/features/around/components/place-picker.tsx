import { Button, Select } from '@portal/shared/ui';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { LocateStatus } from '../use-locate';
import type { Station, SubwayLine } from '../stations';
import styles from './place-picker.module.css';

export interface PlacePickerProps {
  lines: readonly SubwayLine[];
  /** the line whose stations the station select offers */
  lineId: number | undefined;
  stationId: number | null;
  onLine: (lineId: number) => void;
  onStation: (stationId: number) => void;
  locateStatus: LocateStatus;
  onLocate: () => void;
  /** the station "use my location" chose and how far it is, while it is the chosen one */
  located?: { station: Station; km: number } | null;
}

const PROBLEMS: Partial<Record<LocateStatus, string>> = {
  denied: 'around.locate.denied',
  unavailable: 'around.locate.unavailable',
  unsupported: 'around.locate.unsupported',
};

/** The place of "Listings around you": an MTR line and station, or the visitor's location. */
export function PlacePicker({ lines, lineId, stationId, onLine, onStation, locateStatus, onLocate, located }: PlacePickerProps) {
  const { t } = useListingsT();
  const line = lines.find((l) => l.lineID === lineId);
  const stations = line ? [...line.stations].sort((a, b) => a.seq - b.seq) : [];
  const problem = PROBLEMS[locateStatus];
  return (
    <section className={styles.picker} aria-labelledby="around-place-title" data-testid="around-picker">
      <h2 id="around-place-title" className={styles.title}>{t('around.pickTitle')}</h2>
      <Select
        label={t('around.line')}
        value={lineId === undefined ? '' : String(lineId)}
        options={lines.map((l) => ({ value: String(l.lineID), label: l.nameWithCulture }))}
        onChange={(e) => onLine(Number(e.target.value))}
        data-testid="around-line"
      />
      <Select
        label={t('around.station')}
        placeholder={t('around.stationPlaceholder')}
        value={stationId !== null && stations.some((s) => s.stationID === stationId) ? String(stationId) : ''}
        options={stations.map((s) => ({ value: String(s.stationID), label: s.nameWithCulture }))}
        onChange={(e) => {
          if (e.target.value) onStation(Number(e.target.value));
        }}
        data-testid="around-station"
      />
      <p className={styles.or} aria-hidden="true">{t('around.or')}</p>
      <Button variant="secondary" onClick={onLocate} loading={locateStatus === 'locating'} data-testid="around-locate">
        {t('around.locate.button')}
      </Button>
      {locateStatus === 'locating' ? <p className={styles.note} role="status">{t('around.locate.locating')}</p> : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="around-locate-problem">
          {t(problem)}
        </p>
      ) : null}
      {located && located.station.stationID === stationId ? (
        <p className={styles.note} role="status" data-testid="around-located">
          {t('around.locate.found', {
            station: located.station.nameWithCulture,
            distance: located.km < 1 ? t('around.meters', { value: Math.round(located.km * 1000) }) : t('around.km', { value: located.km.toFixed(1) }),
          })}
        </p>
      ) : null}
    </section>
  );
}
