import { useApi } from '@portal/shared/api';
import { searchRecommendNoPropertyDataForSrpList, searchRecommendPropertyForSrpList } from '@portal/shared/endpoints';
import type { PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import type { BandResolver, ListFilter } from '@portal/shared/url';
import { useListingsT } from '../../i18n/use-listings-t';
import { ListingGrid, filterBodyOf, type ListingKind } from '../../features/listings';
import styles from './list-screen.module.css';

/**
 * Recommendations under a list: for an empty search (SearchRecommendNoPropertyDataForSrpList: the
 * same kind and area, other filters relaxed) or after a short one (SearchRecommendPropertyForSrpList:
 * well ranked listings nearby that the filter left out).
 */
export function ListRecommendations({ kind, filter, locale, resolveBand, mode = 'empty' }: { kind: ListingKind; filter: ListFilter; locale: Locale; resolveBand?: BandResolver; mode?: 'empty' | 'short' }) {
  const { t } = useListingsT();
  const body = filterBodyOf(filter, kind, mode === 'empty' ? 10 : 6, resolveBand);
  const state = useApi(mode === 'empty' ? searchRecommendNoPropertyDataForSrpList : searchRecommendPropertyForSrpList, { body, language: locale });
  const items: readonly PropertyListItem[] = state.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.recommend} data-testid={mode === 'empty' ? 'list-recommendations' : 'list-nearby'} aria-labelledby={`list-recommend-${mode}`}>
      <h2 id={`list-recommend-${mode}`}>{t(mode === 'empty' ? 'list.recommendTitle' : 'list.nearbyTitle')}</h2>
      <ListingGrid items={items} locale={locale} />
    </section>
  );
}
