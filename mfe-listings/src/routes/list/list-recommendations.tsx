import { useApi } from '@portal/shared/api';
import { searchRecommendNoPropertyDataForSrpList, type PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import type { BandResolver, ListFilter } from '@portal/shared/url';
import { useListingsT } from '../../i18n/use-listings-t';
import { ListingGrid, filterBodyOf, type ListingKind } from '../../features/listings';
import styles from './list-screen.module.css';

/** An empty search's recommendations (SearchRecommendNoPropertyDataForSrpList: the same kind and area, other filters relaxed). */
export function ListRecommendations({ kind, filter, locale, resolveBand }: { kind: ListingKind; filter: ListFilter; locale: Locale; resolveBand?: BandResolver }) {
  const { t } = useListingsT();
  const body = filterBodyOf(filter, kind, 10, resolveBand);
  const state = useApi(searchRecommendNoPropertyDataForSrpList, { body, language: locale });
  const items: readonly PropertyListItem[] = state.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.recommend} data-testid="list-recommendations" aria-labelledby="list-recommend-title">
      <h2 id="list-recommend-title">{t('list.recommendTitle')}</h2>
      <ListingGrid items={items} locale={locale} />
    </section>
  );
}
