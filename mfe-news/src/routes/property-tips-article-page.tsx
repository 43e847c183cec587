import type { RemotePageProps } from '@portal/shared/mf';
import { ArticleView } from '../features/news-article';
import { optionalId } from './optional-id';

/** propertyTipsArticle /property-tips/article/{id}[/{title}] and /article/{id}/{title}; propertyTips /property-tips/{id} */
export default function PropertyTipsArticlePage({ locale, params }: RemotePageProps) {
  const id = optionalId(params.id) ?? 0;
  return <ArticleView key={id} id={id} locale={locale} />;
}
