import type { RemotePageProps } from '@portal/shared/mf';
import { href, type RouteName } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { parse, serialize, type ListFilter } from '@portal/shared/url';
import { useListingsT } from '../i18n/use-listings-t';
import { ServicedList } from '../features/serviced';
import { useListMeta } from './list/list-meta';
import { useFilterTools } from './list/use-filter-tools';
import styles from './list/list-screen.module.css';

/** servicedList (/serviced-apartment[/{filter}/[{tertiary}]]) and its alias serviceList (/serviceList[/{filter}/]). */
export default function ServicedListPage({ routeName, params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const filter = parse(params.filter ?? '', search.replace(/^\?/, ''));
  if (!filter) return <EmptyState title={t('serviced.list.invalidFilter')} />;
  return <ServicedScreen routeName={routeName} params={params} filter={filter} locale={locale} />;
}

/** The serviced list with the filter panel (kind 'serviced': rent prices in HKD) and its chips. */
function ServicedScreen({ routeName, params, filter, locale }: Pick<RemotePageProps, 'routeName' | 'params' | 'locale'> & { filter: ListFilter }) {
  const route: RouteName = routeName === 'serviceList' ? 'serviceList' : 'servicedList';
  const hrefOf = (next: ListFilter) => {
    const { segment, query } = serialize(next);
    const tertiary = route === 'servicedList' && segment ? params.tertiary : undefined;
    const path = href(route, { filter: segment || undefined, tertiary }, locale);
    return query ? `${path}?${query}` : path;
  };
  const tools = useFilterTools('serviced', filter, locale, hrefOf);
  useListMeta('serviced', filter, locale);
  return (
    <div className={styles.screen}>
      <div className={styles.filters}>{tools.panel}</div>
      <div className={styles.results}>
        <ServicedList filter={filter} locale={locale} hrefOf={hrefOf} resolveBand={tools.resolveBand} enabled={tools.enabled} top={tools.chips} />
      </div>
    </div>
  );
}
