import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { NewsList } from '../features/news-list';
import { useNewsT } from '../i18n/use-news-t';
import { pageNumberOf } from './page-number';

/** newsRealEstate: /news/地產新聞 and /news/地产新闻, every locale: all the property news */
export default function NewsRealEstatePage({ locale, search }: RemotePageProps) {
  const { t } = useNewsT();
  return (
    <NewsList
      locale={locale}
      page={pageNumberOf(search)}
      title={t('realEstate.title')}
      pageHref={(n) => href('newsRealEstate', {}, locale, { page: n > 1 ? n : undefined })}
    />
  );
}
