import type { RemotePageProps } from '@portal/shared/mf';
import { ArticleView } from '../features/news-article';
import { ArticleMeta } from './article-meta';

/** newsDetail: /news/{id}/[{tertiary}] */
export default function NewsDetailPage({ locale, params }: RemotePageProps) {
  const id = Number(params.id);
  return (
    <>
      <ArticleMeta key={`meta-${id}`} id={id} locale={locale} />
      <ArticleView key={id} id={id} locale={locale} />
    </>
  );
}
