import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useNewsT } from '../i18n/use-news-t';

/** result pages after this one are not indexed */
const INDEXED_PAGES = 5;

/** The news list's title (with its page number after the first), and noindex after the fifth page. */
export function NewsListMeta({ locale, page }: { locale: Locale; page: number }) {
  const title = useNewsT().t('list.title');
  usePageMeta({
    title: page > 1 ? `${title} (${page})` : title,
    noindex: page > INDEXED_PAGES,
    breadcrumbs: [{ name: title, path: href('newsList', {}, locale) }],
  });
  return null;
}
