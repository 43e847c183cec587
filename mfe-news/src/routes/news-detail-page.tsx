import type { RemotePageProps } from '@portal/shared/mf';
import { ArticleView } from '../features/news-article';

/** newsDetail: /news/{id}/[{tertiary}] */
export default function NewsDetailPage({ locale, params }: RemotePageProps) {
  const id = Number(params.id);
  return <ArticleView key={id} id={id} locale={locale} />;
}
