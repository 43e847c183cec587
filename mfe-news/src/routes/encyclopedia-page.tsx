import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage } from '../features/property-tips';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { pageNumberOf } from './page-number';

/** encyclopedia: /property-tips/置業百科 and /property-tips/置业百科 */
export default function EncyclopediaPage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  return (
    <GuidesPage
      locale={locale} title={t('guides.encyclopedia')} intro={t('guides.encyclopediaIntro')} section="encyclopedia" categoriesOf="encyclopedia"
      query={{ kind: 'encyclopedia' }} page={pageNumberOf(search)} pageHref={pagedHref('encyclopedia', {}, locale)}
    />
  );
}
