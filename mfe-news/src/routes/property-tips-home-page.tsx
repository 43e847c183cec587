import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage } from '../features/property-tips';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { pageNumberOf } from './page-number';

/** propertyTipsHome: /property-tips */
export default function PropertyTipsHomePage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  return (
    <GuidesPage
      locale={locale} title={t('guides.home')} intro={t('guides.homeIntro')} section="home" categoriesOf="tips"
      query={{ kind: 'tips' }} page={pageNumberOf(search)} pageHref={pagedHref('propertyTipsHome', {}, locale)}
    />
  );
}
