import type { RemotePageProps } from '@portal/shared/mf';
import { NewsList } from '../features/news-list';
import { pageNumberOf } from './page-number';

/** newsList: /news, /news/list and /news/* */
export default function NewsListPage({ locale, search }: RemotePageProps) {
  return <NewsList locale={locale} page={pageNumberOf(search)} />;
}
