import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage } from '../features/property-tips';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { pageNumberOf } from './page-number';

/** propertyTipsMore: /property-tips/more: every tips article, the page after the first ones of the home */
export default function PropertyTipsMorePage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  const page = pageNumberOf(search);
  return (
    <GuidesPage
      locale={locale} title={t('guides.more')} section="more" query={{ kind: 'tips' }} page={page}
      pageHref={pagedHref('propertyTipsMore', {}, locale)}
    />
  );
}
