import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState } from '@portal/shared/ui';
import { EstateListView } from '../features/estate-list';
import { RecentEstates } from '../features/estate-history';
import { useEstatesT } from '../i18n/use-estates-t';
import { filterOf } from '../lib/estate-query';
import { useEstateReference } from '../lib/estate-reference';

/** result pages after this one are not indexed */
const INDEXED_PAGES = 5;

/** estateList: /estate[/{filter}/][/{tertiary}], /estateList[/{filter}/] (spec 2.2, 2.8) */
export default function EstateListPage({ locale, params, search }: RemotePageProps) {
  const { t } = useEstatesT();
  const filter = filterOf(params, search);
  const reference = useEstateReference(locale);
  usePageMeta({ title: t('page.title'), description: t('page.intro'), noindex: (filter?.page ?? 1) > INDEXED_PAGES });
  if (!filter) return <EmptyState title={t('list.invalidFilter')} />;
  return <EstateListView filter={filter} locale={locale} reference={reference} tertiary={params.filter ? params.tertiary : undefined} asideExtra={<RecentEstates locale={locale} />} />;
}
