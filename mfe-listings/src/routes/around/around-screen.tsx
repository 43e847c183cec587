import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { lineOf, nearestStation, PlacePicker, stationsOf, useLocate, useSubwayLines, type Station } from '../../features/around';
import type { ListingKind } from '../../features/listings';
import { useListingsT } from '../../i18n/use-listings-t';
import { AroundResults } from './around-results';
import styles from './around-screen.module.css';

/** The page's URL: /around?station={id}&tab=rent (buy, the default tab, is not written). */
export function aroundHref(locale: Locale, stationId: number | null, tab: ListingKind): string {
  return href('around', {}, locale, { station: stationId ?? undefined, tab: tab === 'rent' ? 'rent' : undefined });
}

/**
 * "Listings around you" (spec 2.5): the visitor picks an MTR station, or lets the browser locate
 * them and gets the nearest station; the sale and rent listings near it follow. The station and
 * the tab live in the URL, so the page can be shared and reloads to the same state.
 */
export function AroundScreen({ stationId, tab, locale }: { stationId: number | null; tab: ListingKind; locale: Locale }) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const lines = useSubwayLines(locale);
  const stations = useMemo(() => stationsOf(lines.data ?? []), [lines.data]);
  const station = stationId === null ? null : (stations.find((s) => s.stationID === stationId) ?? null);
  const [lineChoice, setLineChoice] = useState<number | null>(null);
  const [located, setLocated] = useState<{ station: Station; km: number } | null>(null);
  const { status, locate } = useLocate((point) => {
    const near = nearestStation(stations, point);
    if (!near) return;
    setLocated(near);
    setLineChoice(null);
    navigate(aroundHref(locale, near.station.stationID, tab));
  });
  const pickerLine = lineChoice ?? station?.lineIds[0] ?? lines.data?.[0]?.lineID;

  let picker;
  if (lines.error && !lines.data) {
    picker = <ErrorState headingLevel={2} title={t('around.stationsError')} message={lines.error.message} onRetry={lines.reload} />;
  } else if (!lines.data) {
    picker = (
      <div aria-busy="true" data-testid="around-picker-skeleton">
        <SkeletonText lines={4} />
      </div>
    );
  } else {
    picker = (
      <PlacePicker
        lines={lines.data}
        lineId={pickerLine}
        stationId={station?.stationID ?? null}
        onLine={setLineChoice}
        onStation={(id) => navigate(aroundHref(locale, id, tab))}
        locateStatus={status}
        onLocate={locate}
        located={located}
      />
    );
  }

  let main;
  if (station) {
    main = (
      <AroundResults
        key={station.stationID}
        station={station}
        lineId={lineOf(station, lineChoice)}
        tab={tab}
        locale={locale}
        onTab={(next) => navigate(aroundHref(locale, station.stationID, next), { replace: true })}
      />
    );
  } else if (stationId !== null && lines.data) {
    main = (
      <div data-testid="around-unknown-station">
        <EmptyState title={t('around.unknownStation')} text={t('around.prompt')} />
      </div>
    );
  } else {
    main = <p className={styles.prompt} data-testid="around-prompt">{t('around.prompt')}</p>;
  }

  return (
    <div className={styles.screen} data-testid="around-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('around.title')}</h1>
        <p className={styles.intro}>{t('around.intro')}</p>
      </header>
      <div className={styles.columns}>
        <div className={styles.aside}>{picker}</div>
        <div className={styles.main}>{main}</div>
      </div>
    </div>
  );
}
