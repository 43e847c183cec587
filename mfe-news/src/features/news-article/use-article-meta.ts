import { mediaUrl } from '@portal/shared/api';
import type { ResultOf } from '@portal/shared/contracts';
import type { getInformationById } from '@portal/shared/endpoints';
import { href, type Locale, type RouteName } from '@portal/shared/routing';
import { SITE_NAME, newsArticle, ogImageUrl, usePageMeta } from '@portal/shared/seo';
import { useNewsT } from '../../i18n/use-news-t';
import { articleHref } from '../../lib/articles';

type Article = ResultOf<typeof getInformationById>;

/**
 * An article's title (its headline), description (its summary), preview image, breadcrumbs and
 * NewsArticle data, from the answer the article view already has: on the server, while the first
 * page hydrates, and after a browser navigation alike (GetInformationById counts a view per call,
 * so the meta never calls it again).
 */
export function useArticleMeta(article: Article | undefined, locale: Locale, back: [RouteName, string] | undefined): void {
  const { t } = useNewsT();
  const image = ogImageUrl(article?.cover);
  const path = article ? articleHref(article, locale) : '';
  usePageMeta(article ? {
    title: article.titleWithCulture,
    description: article.summaryWithCulture,
    type: 'article',
    image,
    breadcrumbs: [
      ...(back ? [{ name: t(back[1]), path: href(back[0], {}, locale) }] : []),
      { name: article.titleWithCulture, path },
    ],
    structuredData: [newsArticle({
      url: path,
      headline: article.titleWithCulture,
      description: article.summaryWithCulture,
      image,
      datePublished: article.publishTime,
      author: article.author ?? undefined,
      publisher: { name: SITE_NAME[locale], logo: mediaUrl('/api/Media/logo/harbourhome.svg') },
    })],
  } : null);
}
