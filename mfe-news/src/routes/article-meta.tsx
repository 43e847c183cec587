import { ServerDataContext, hydrationAnswer, mediaUrl, requestKey, useApi } from '@portal/shared/api';
import { getInformationById } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { SITE_NAME, newsArticle, ogImageUrl, usePageMeta } from '@portal/shared/seo';
import { useContext, useState } from 'react';
import { useNewsT } from '../i18n/use-news-t';

/**
 * An article's title (its headline), description (its summary), preview image and NewsArticle
 * data. It reads the article only where the page's own call is answered once for both (on the
 * server, and from the server's answers while the first page hydrates): GetInformationById counts
 * a view per call, so after a browser navigation the page keeps GetSeo's entry for /news.
 */
export function ArticleMeta({ id, locale }: { id: number; locale: Locale }) {
  const server = useContext(ServerDataContext);
  const options = { query: { id }, language: locale };
  const [shared] = useState(() => !!server || hydrationAnswer(requestKey(getInformationById, options)) !== undefined);
  const { data } = useApi(getInformationById, { ...options, enabled: shared }, [id, locale]);
  const newsTitle = useNewsT().t('list.title');
  const path = href('newsDetail', { id: String(id) }, locale);
  const image = ogImageUrl(data?.cover);
  usePageMeta(data ? {
    title: data.titleWithCulture,
    description: data.summaryWithCulture,
    type: 'article',
    image,
    breadcrumbs: [{ name: newsTitle, path: href('newsList', {}, locale) }, { name: data.titleWithCulture, path }],
    structuredData: [newsArticle({
      url: path,
      headline: data.titleWithCulture,
      description: data.summaryWithCulture,
      image,
      datePublished: data.publishTime,
      author: data.author ?? undefined,
      publisher: { name: SITE_NAME[locale], logo: mediaUrl('/api/Media/logo/harbourhome.svg') },
    })],
  } : null);
  return null;
}
