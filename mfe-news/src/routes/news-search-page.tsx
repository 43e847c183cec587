import type { RemotePageProps } from '@portal/shared/mf';
import { SearchHome } from '../features/news-search';

/** newsSearch: /news/search */
export default function NewsSearchPage({ locale }: RemotePageProps) {
  return <SearchHome locale={locale} />;
}
