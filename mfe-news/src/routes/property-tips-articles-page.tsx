import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage } from '../features/property-tips';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { pageNumberOf } from './page-number';

/** propertyTipsArticles: /property-tips/article */
export default function PropertyTipsArticlesPage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  return (
    <GuidesPage
      locale={locale} title={t('guides.articles')} categoriesOf="tips"
      query={{ kind: 'tips' }} page={pageNumberOf(search)} pageHref={pagedHref('propertyTipsArticles', {}, locale)}
    />
  );
}
