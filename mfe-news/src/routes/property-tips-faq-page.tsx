import type { RemotePageProps } from '@portal/shared/mf';
import { GuidesPage } from '../features/property-tips';
import { ArticleView } from '../features/news-article';
import { useNewsT } from '../i18n/use-news-t';
import { pagedHref } from './guide-page-href';
import { optionalId } from './optional-id';
import { pageNumberOf } from './page-number';

/** propertyTipsFaq: /property-tips/faq (the questions) and /property-tips/faq/{title} (one answer; the title starts with its id) */
export default function PropertyTipsFaqPage({ locale, params, search }: RemotePageProps) {
  const { t } = useNewsT();
  if (params.title !== undefined) {
    const id = optionalId(/^\d+/.exec(params.title)?.[0]) ?? 0;
    return <ArticleView key={id} id={id} locale={locale} />;
  }
  return (
    <GuidesPage
      locale={locale} title={t('guides.faq')} intro={t('guides.faqIntro')} section="faq" categoriesOf="faq"
      query={{ kind: 'faq' }} page={pageNumberOf(search)} pageHref={pagedHref('propertyTipsFaq', {}, locale)}
    />
  );
}
