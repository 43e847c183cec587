import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage, useGuideCategory } from '../features/property-tips';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { optionalId } from './optional-id';
import { pageNumberOf } from './page-number';

/** propertyTipsCategory /property-tips/b{bId}[/{title}] and propertyTipsTopic /property-tips/t{tId}[/{title}] */
export default function PropertyTipsCategoryPage({ locale, params, search, routeName }: RemotePageProps) {
  const { t } = useNewsT();
  const topic = routeName === 'propertyTipsTopic';
  const id = optionalId(topic ? params.tId : params.bId) ?? 0;
  const category = useGuideCategory(id, locale);
  return (
    <GuidesPage
      locale={locale} title={category ? t('guides.category', { name: category.name }) : t('guides.unknownCategory')}
      categoriesOf={category?.kind} currentCategory={id} query={{ categoryId: id }} page={pageNumberOf(search)}
      pageHref={topic ? pagedHref('propertyTipsTopic', { tId: id }, locale) : pagedHref('propertyTipsCategory', { bId: id }, locale)}
    />
  );
}
