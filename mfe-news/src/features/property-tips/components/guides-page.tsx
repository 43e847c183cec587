import type { INFORMATION_KINDS } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleResults, type ArticleQuery } from '../../../lib/articles';
import styles from '../../../lib/articles/articles.module.css';
import { GuideCategories } from './guide-categories';
import { GuidesNav, type GuideSection } from './guides-nav';

interface Props {
  locale: Locale;
  title: string;
  intro?: string;
  section?: GuideSection;
  /** the categories of this kind are offered above the list */
  categoriesOf?: (typeof INFORMATION_KINDS)[number];
  currentCategory?: number;
  query: ArticleQuery;
  page: number;
  pageHref: (page: number) => string;
}

/** A property-tips list page (spec 2.4): its sections, its categories, then its articles 20 a page. */
export function GuidesPage({ locale, title, intro, section, categoriesOf, currentCategory, query, page, pageHref }: Props) {
  const { t } = useNewsT();
  return (
    <section className={styles.page} data-testid="guides-page">
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      <GuidesNav locale={locale} current={section} />
      {categoriesOf ? <GuideCategories locale={locale} kind={categoriesOf} current={currentCategory} /> : null}
      <ArticleResults locale={locale} query={query} page={page} pageHref={pageHref} emptyText={t('guides.emptyText')} />
    </section>
  );
}
