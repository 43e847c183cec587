import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleResults } from '../../../lib/articles';
import { KEYWORD_PARAM, SearchForm, SearchHistory, type SearchTarget } from '../../../lib/search';
import layout from '../../../lib/articles/articles.module.css';
import styles from '../../../lib/search/search.module.css';
import { GuidesNav } from './guides-nav';

export const GUIDE_KINDS = ['tips', 'encyclopedia', 'faq'] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

const searchHref = (locale: Locale, keyword: string, kind: GuideKind, page = 1) =>
  href('propertyTipsSearch', {}, locale, { [KEYWORD_PARAM]: keyword.trim() || undefined, kind: kind === 'tips' ? undefined : kind, page: page > 1 ? page : undefined });

/** /property-tips/search?keyword=&kind=: tips, encyclopedia or FAQ matching a keyword, and the visitor's searches. */
export function GuidesSearch({ locale, keyword, kind, page }: { locale: Locale; keyword: string; kind: GuideKind; page: number }) {
  const { t } = useNewsT();
  const target: SearchTarget = { historyType: 'tips', resultsHref: (k) => searchHref(locale, k, kind) };
  return (
    <section className={layout.page} data-testid="guides-search">
      <h1>{keyword ? t('search.resultsFor', { keyword }) : t('guides.search')}</h1>
      <GuidesNav locale={locale} current="search" />
      <SearchForm key={keyword} target={target} initial={keyword} label={t('guides.searchLabel')} />
      <nav className={styles.chips} aria-label={t('guides.kinds')}>
        {GUIDE_KINDS.map((k) => (
          <Link key={k} to={searchHref(locale, keyword, k)} aria-current={k === kind ? 'page' : undefined}>{t(`guides.kind_${k}`)}</Link>
        ))}
      </nav>
      {keyword ? (
        <ArticleResults
          locale={locale} query={{ kind, keyword }} page={page} pageHref={(n) => searchHref(locale, keyword, kind, n)}
          emptyTitle={t('search.noResultsTitle', { keyword })} emptyText={t('search.noResultsText')}
        />
      ) : (
        <SearchHistory target={target} />
      )}
    </section>
  );
}
