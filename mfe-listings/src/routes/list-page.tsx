import type { RemotePageProps } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { EMPTY_FILTER } from '@portal/shared/url';
import { useListingsT } from '../i18n/use-listings-t';
import { filterOf, type ListingKind } from '../features/listings';
import { useListMeta } from './list/list-meta';
import { ListScreen } from './list/list-screen';

/** The sale and rent list pages share this screen (spec 2.2). */
export function ListPage({ kind, params, search, locale }: RemotePageProps & { kind: ListingKind }) {
  const { t } = useListingsT();
  const filter = filterOf(params, search);
  useListMeta(kind, filter ?? EMPTY_FILTER, locale);
  if (!filter) return <EmptyState title={t('list.invalidFilter')} />;
  return <ListScreen kind={kind} filter={filter} locale={locale} tertiary={params.tertiary} />;
}
