import type { RemotePageProps } from '@portal/shared/mf';
import { NewsList } from '../features/news-list';
import { pageNumberOf } from './page-number';

/** newsCategory: /news/b{bId}[/{tertiary}/] */
export default function NewsCategoryPage({ locale, params, search }: RemotePageProps) {
  const categoryId = Number(params.bId);
  return <NewsList locale={locale} categoryId={Number.isInteger(categoryId) ? categoryId : undefined} page={pageNumberOf(search)} />;
}
