import { isApiFailure, useApi } from '@portal/shared/api';
import { getEstateDetailInformation } from '@portal/shared/endpoints';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleResults } from '../../../lib/articles';
import styles from '../../../lib/articles/articles.module.css';

const pageQuery = (page: number) => ({ page: page > 1 ? page : undefined });

/** /estateNews/index: the estate news of every estate, newest first. */
export function EstateNewsIndex({ locale, page }: { locale: Locale; page: number }) {
  const { t } = useNewsT();
  return (
    <section className={styles.page} data-testid="estate-news">
      <h1>{t('estateNews.title')}</h1>
      <ArticleResults
        locale={locale} query={{ kind: 'estate-news' }} page={page}
        pageHref={(n) => href('estateNewsIndex', {}, locale, pageQuery(n))}
        emptyTitle={t('estateNews.emptyTitle')} emptyText={t('estateNews.emptyText')}
      />
    </section>
  );
}

/** /estateNews/search?estateId=: every article about one estate, with the link to its page. */
export function EstateNewsOf({ locale, estateId, page }: { locale: Locale; estateId?: number; page: number }) {
  const { t } = useNewsT();
  const back = <Link to={href('estateNewsIndex', {}, locale)}>{t('estateNews.backToIndex')}</Link>;
  if (estateId === undefined) return <EmptyState title={t('estateNews.title')} text={t('estateNews.chooseEstate')} action={back} />;
  return <EstateArticles locale={locale} estateId={estateId} page={page} back={back} />;
}

function EstateArticles({ locale, estateId, page, back }: { locale: Locale; estateId: number; page: number; back: ReactElement }) {
  const { t } = useNewsT();
  const first = useApi(getEstateDetailInformation, { body: { estateId, pageIndex: 1, pageCount: 1 }, language: locale }, [estateId, locale]);
  if (first.error && isApiFailure(first.error) && first.error.status === 404) {
    return (
      <div data-testid="estate-news-not-found">
        <NotFoundStatus />
        <EmptyState title={t('estateNews.notFoundTitle')} text={t('estateNews.emptyText')} action={back} />
      </div>
    );
  }
  const estate = first.data?.items[0]?.estateNameWithCulture ?? null;
  return (
    <section className={styles.page} data-testid="estate-news">
      <h1>{estate ? t('estateNews.of', { estate }) : t('estateNews.title')}</h1>
      {estate ? <Link to={href('estateDetail', { propertyId: estateId }, locale)}>{t('estateNews.estatePage', { estate })}</Link> : null}
      <ArticleResults
        locale={locale} query={{ kind: 'estate-news', estateId }} page={page}
        pageHref={(n) => href('estateNewsSearch', {}, locale, { estateId, ...pageQuery(n) })}
        emptyTitle={t('estateNews.emptyTitle')} emptyText={t('estateNews.emptyText')}
      />
      {back}
    </section>
  );
}
