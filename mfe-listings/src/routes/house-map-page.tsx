import type { RemotePageProps } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { useListingsT } from '../i18n/use-listings-t';
import { filterOf } from '../features/listings';
import { queryValue } from './compose/query';
import { ListScreen } from './list/list-screen';

/** houseMap: /house-map (and /houseMap) — the listings on the map; ?type=rent for rentals. */
export default function HouseMapPage({ params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const filter = filterOf(params, search);
  if (!filter) return <EmptyState title={t('list.invalidFilter')} />;
  const kind = queryValue(search, 'type') === 'rent' ? 'rent' : 'buy';
  return <ListScreen kind={kind} filter={filter} locale={locale} initialView="map" />;
}
