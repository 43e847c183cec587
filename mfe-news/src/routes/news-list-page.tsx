import type { RemotePageProps } from '@portal/shared/mf';
import { NewsList } from '../features/news-list';
import { NewsListMeta } from './news-meta';
import { pageNumberOf } from './page-number';

/** newsList: /news, /news/list and /news/* */
export default function NewsListPage({ locale, search }: RemotePageProps) {
  const page = pageNumberOf(search);
  return (
    <>
      <NewsListMeta locale={locale} page={page} />
      <NewsList locale={locale} page={page} />
    </>
  );
}
