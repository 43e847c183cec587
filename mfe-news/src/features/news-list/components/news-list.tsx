import { href, type Locale } from '@portal/shared/routing';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleResults } from '../../../lib/articles';
import { CategoryNav } from './category-nav';
import { NewsCarousel } from './news-carousel';
import styles from '../../../lib/articles/articles.module.css';

/** The link to a page of the list: real links (?page=n), for readers and crawlers alike. */
export function newsPageHref(locale: Locale, page: number, categoryId?: number): string {
  const query = { page: page > 1 ? page : undefined };
  return categoryId === undefined ? href('newsList', {}, locale, query) : href('newsCategory', { bId: categoryId }, locale, query);
}

/** Categories, then the articles of the chosen one (SearchInformation), 20 a page. */
export function NewsList({ locale, categoryId, page, title, pageHref }: {
  locale: Locale; categoryId?: number; page: number; title?: string; pageHref?: (page: number) => string;
}) {
  const { t } = useNewsT();
  return (
    <section className={styles.page} data-testid="news-list">
      <h1>{title ?? t('list.title')}</h1>
      <CategoryNav locale={locale} categoryId={categoryId} />
      {page === 1 ? <NewsCarousel locale={locale} categoryId={categoryId} /> : null}
      <ArticleResults locale={locale} query={{ kind: 'news', categoryId }} page={page} pageHref={pageHref ?? ((n) => newsPageHref(locale, n, categoryId))} />
    </section>
  );
}
