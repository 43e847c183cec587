import { type Locale } from '@portal/shared/routing';
import type { ListFilter } from '@portal/shared/url';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../i18n/use-listings-t';
import { FilterChips } from '../../features/chips';
import {
  ResponsiveFilterPanel, SaveSearchButton, createFilterLabeler, makeBandResolver, useFilterReference,
} from '../../features/filters';
import { ListView, listHref, type ListingKind } from '../../features/listings';
import { ListRecommendations } from './list-recommendations';
import { ListResults, type ResultsView } from './list-results';
import { ViewToggle } from './view-toggle';
import styles from './list-screen.module.css';

const BAND_CODES = ['p', 'a', 'd', 'o'] as const;

export interface ListScreenProps {
  kind: ListingKind;
  filter: ListFilter;
  locale: Locale;
  tertiary?: string;
  initialView?: ResultsView;
}

/**
 * A sale or rent list page (spec 2.2, 3.3, 4.6): the filter panel (mobile: a sheet), chips of the
 * chosen filters, the results with sort, pages, bookmarks, promoted positions, a map view, and
 * recommendations when nothing matches. The URL holds the filter; every change navigates.
 */
export function ListScreen({ kind, filter, locale, tertiary, initialView = 'list' }: ListScreenProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const ref = useFilterReference(locale);
  const [view, setView] = useState<ResultsView>(initialView);
  const resolveBand = useMemo(() => (ref.data ? makeBandResolver(ref.data.dictionaries) : undefined), [ref.data]);
  const labelFor = useMemo(() => createFilterLabeler(ref.data, kind, t), [ref.data, kind, t]);
  // band codes (p, a, d, o) need the dictionaries before the search can ask for them
  const needsBands = BAND_CODES.some((code) => (filter.codes[code]?.length ?? 0) > 0);
  const enabled = !needsBands || Boolean(resolveBand) || Boolean(ref.error);
  const toHref = (next: ListFilter) => listHref(kind, next, locale, tertiary);
  return (
    <div className={styles.screen}>
      <div className={styles.filters}>
        <ResponsiveFilterPanel
          filter={filter}
          kind={kind}
          reference={ref.data}
          referenceError={ref.error}
          onRetryReference={ref.retry}
          onApply={(next) => navigate(toHref(next))}
          footerExtra={<SaveSearchButton filter={filter} kind={kind} reference={ref.data} />}
        />
      </div>
      <div className={styles.results}>
        <ListView
          kind={kind}
          filter={filter}
          locale={locale}
          tertiary={tertiary}
          resolveBand={resolveBand}
          enabled={enabled}
          withPromoted
          top={<FilterChips filter={filter} kind={kind} labelFor={labelFor} toHref={toHref} onNavigate={(to) => navigate(to)} />}
          toolbarExtra={<ViewToggle view={view} onChange={setView} />}
          renderResults={(items) => <ListResults items={items} kind={kind} locale={locale} view={view} />}
          emptyExtra={<ListRecommendations kind={kind} filter={filter} locale={locale} resolveBand={resolveBand} />}
        />
      </div>
    </div>
  );
}
