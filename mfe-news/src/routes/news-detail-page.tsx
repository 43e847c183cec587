import type { RemotePageProps } from '@portal/shared/mf';
import { ArticleView } from '../features/news-article';

/** newsDetail: /news/{id}/[{tertiary}] (the article view sets the page's title and data) */
export default function NewsDetailPage({ locale, params }: RemotePageProps) {
  const id = Number(params.id);
  return <ArticleView key={id} id={id} locale={locale} />;
}
