import { useApi, type UseApiState } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { buttonClass, EmptyState, ErrorState, Skeleton, Tabs } from '@portal/shared/ui';
import type { ListFilter } from '@portal/shared/url';
import { Link } from 'react-router';
import { stationFilter, type Station } from '../../features/around';
import { LIST_ROUTE, ListingGrid, ListingGridSkeleton, listHref, searchBodyOf, type ListingKind } from '../../features/listings';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './around-screen.module.css';

/** Listings a tab shows; the full search has the rest. */
export const AROUND_COUNT = 12;
const KINDS: readonly ListingKind[] = ['buy', 'rent'];

type SearchState = UseApiState<typeof searchProperty>;

/** SearchProperty near one station: the full search's body (subway tab, line, station), fewer a page. */
function useNearby(kind: ListingKind, filter: ListFilter, locale: Locale): SearchState {
  return useApi(searchProperty, { body: { ...searchBodyOf(filter, kind), pageCount: AROUND_COUNT }, language: locale });
}

function Panel({ kind, state, filter, station, locale }: { kind: ListingKind; state: SearchState; filter: ListFilter; station: Station; locale: Locale }) {
  const { t } = useListingsT();
  if (state.error && !state.data) {
    return <ErrorState headingLevel={3} title={t('around.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  if (!state.data) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton width="12rem" />
        <ListingGridSkeleton count={6} />
      </div>
    );
  }
  const { items, total } = state.data;
  const name = station.nameWithCulture;
  if (items.length === 0) {
    return (
      <div data-testid="around-empty">
        <EmptyState
          headingLevel={3}
          title={t(`around.empty.${kind}`, { station: name })}
          text={t('around.emptyText')}
          action={<Link to={href(LIST_ROUTE[kind], {}, locale)}>{t(`around.browseAll.${kind}`)}</Link>}
        />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.total} data-testid="around-total">
        {t(`around.total.${kind}`, { count: total, station: name })}
      </p>
      <ListingGrid items={items} locale={locale} />
      <Link className={buttonClass({ variant: 'secondary' })} to={listHref(kind, filter, locale)} data-testid="around-see-all">
        {t('around.seeAll')}
      </Link>
    </div>
  );
}

/** The sale and rent listings near a station, a tab each (both counted at once), with the link to the full search. */
export function AroundResults({ station, lineId, tab, locale, onTab }: {
  station: Station;
  lineId: number | undefined;
  tab: ListingKind;
  locale: Locale;
  onTab: (tab: ListingKind) => void;
}) {
  const { t } = useListingsT();
  const filter = stationFilter(station.stationID, lineId);
  const states: Record<ListingKind, SearchState> = { buy: useNearby('buy', filter, locale), rent: useNearby('rent', filter, locale) };
  return (
    <section className={styles.results} aria-labelledby="around-results-title" data-testid="around-results">
      <h2 id="around-results-title" className={styles.resultsTitle}>
        {t('around.resultsTitle', { station: station.nameWithCulture })}
      </h2>
      <Tabs
        label={t('around.tabsLabel')}
        value={tab}
        onChange={(v) => onTab(v === 'rent' ? 'rent' : 'buy')}
        items={KINDS.map((kind) => {
          const data = states[kind].data;
          return {
            value: kind,
            label: data ? t(`around.tabCount.${kind}`, { count: data.total }) : t(`around.tab.${kind}`),
            panel: <Panel kind={kind} state={states[kind]} filter={filter} station={station} locale={locale} />,
          };
        })}
      />
    </section>
  );
}
