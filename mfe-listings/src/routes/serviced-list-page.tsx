import type { RemotePageProps } from '@portal/shared/mf';
import { href, type RouteName } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { parse, serialize, type ListFilter } from '@portal/shared/url';
import { useListingsT } from '../i18n/use-listings-t';
import { ServicedList } from '../features/serviced';

/** servicedList (/serviced-apartment[/{filter}/[{tertiary}]]) and its alias serviceList (/serviceList[/{filter}/]). */
export default function ServicedListPage({ routeName, params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const filter = parse(params.filter ?? '', search.replace(/^\?/, ''));
  if (!filter) return <EmptyState title={t('serviced.list.invalidFilter')} />;
  const route: RouteName = routeName === 'serviceList' ? 'serviceList' : 'servicedList';
  const hrefOf = (next: ListFilter) => {
    const { segment, query } = serialize(next);
    const tertiary = route === 'servicedList' && segment ? params.tertiary : undefined;
    const path = href(route, { filter: segment || undefined, tertiary }, locale);
    return query ? `${path}?${query}` : path;
  };
  return <ServicedList filter={filter} locale={locale} hrefOf={hrefOf} />;
}
