import type { Locale } from '@portal/shared/routing';
import type { ListFilter } from '@portal/shared/url';
import { useState } from 'react';
import { ListView, listHref, type ListingKind } from '../../features/listings';
import { ListRecommendations } from './list-recommendations';
import { ListResults, type ResultsView } from './list-results';
import { useFilterTools } from './use-filter-tools';
import { ViewToggle } from './view-toggle';
import styles from './list-screen.module.css';

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
  const [view, setView] = useState<ResultsView>(initialView);
  const tools = useFilterTools(kind, filter, locale, (next) => listHref(kind, next, locale, tertiary));
  return (
    <div className={styles.screen}>
      <div className={styles.filters}>{tools.panel}</div>
      <div className={styles.results}>
        <ListView
          kind={kind}
          filter={filter}
          locale={locale}
          tertiary={tertiary}
          resolveBand={tools.resolveBand}
          enabled={tools.enabled}
          withPromoted
          top={tools.chips}
          toolbarExtra={<ViewToggle view={view} onChange={setView} />}
          renderResults={(items) => <ListResults items={items} kind={kind} locale={locale} view={view} />}
          emptyExtra={<ListRecommendations kind={kind} filter={filter} locale={locale} resolveBand={tools.resolveBand} />}
          shortExtra={<ListRecommendations mode="short" kind={kind} filter={filter} locale={locale} resolveBand={tools.resolveBand} />}
        />
      </div>
    </div>
  );
}
