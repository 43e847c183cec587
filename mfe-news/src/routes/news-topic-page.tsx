import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { NewsList } from '../features/news-list';
import { useCategoryName } from '../lib/articles';
import { useNewsT } from '../i18n/use-news-t';
import { optionalId } from './optional-id';
import { pageNumberOf } from './page-number';

/** newsTopic: /news/t{tId}[/{tertiary}[/*]]: the news of one topic (a news category) */
export default function NewsTopicPage({ locale, params, search }: RemotePageProps) {
  const { t } = useNewsT();
  const tId = optionalId(params.tId);
  const name = useCategoryName('news', tId, locale);
  return (
    <NewsList
      locale={locale}
      categoryId={tId}
      page={pageNumberOf(search)}
      title={name ? t('topic.title', { name }) : t('topic.unknown')}
      pageHref={(n) => (tId === undefined ? href('newsList', {}, locale) : href('newsTopic', { tId }, locale, { page: n > 1 ? n : undefined }))}
    />
  );
}
