import { isApiFailure, mediaUrl, useApi } from '@portal/shared/api';
import { getInformationById } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale, type RouteName } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { articleHref, type ArticleItem } from '../../../lib/articles';
import { ArticleBody } from './article-body';
import { useArticleMeta } from '../use-article-meta';
import { useCountArticleView } from '../count-view';
import { ShareLinks } from './share-links';
import { SubscribeForm } from './subscribe-form';
import styles from './article.module.css';

/** where an article of each kind leads back to, and the link's words */
const BACK: Record<ArticleItem['kind'], [RouteName, string]> = {
  news: ['newsList', 'article.backToList'],
  'estate-news': ['estateNewsIndex', 'estateNews.backToIndex'],
  tips: ['propertyTipsHome', 'guides.backToTips'],
  encyclopedia: ['encyclopedia', 'guides.backToEncyclopedia'],
  faq: ['propertyTipsFaq', 'guides.backToFaq'],
};

/** An article (GetInformationById): its paragraphs rendered as text paragraphs, never as HTML; its view counted once shown. */
export function ArticleView({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useNewsT();
  const state = useApi(getInformationById, { query: { id }, language: locale }, [id, locale]);
  useArticleMeta(state.data, locale, state.data ? BACK[state.data.kind] : undefined);
  useCountArticleView(state.data?.informationID);
  if (state.error && !state.data) {
    if (isApiFailure(state.error) && state.error.status === 404) {
      return (
        <div data-testid="article-not-found">
          <NotFoundStatus />
          <EmptyState title={t('article.notFoundTitle')} text={t('article.notFoundText')} action={<Link to={href('newsList', {}, locale)}>{t('article.backToList')}</Link>} />
        </div>
      );
    }
    return <ErrorState title={t('article.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  const a = state.data;
  if (!a) return <SkeletonText lines={8} />;
  return (
    <article className={styles.article} data-testid="news-article">
      <p className={styles.category}>{a.categoryNameWithCulture}</p>
      <h1>{a.titleWithCulture}</h1>
      <p className={styles.meta}>
        {[a.author ? t('article.by', { author: a.author }) : null, t('article.published', { date: formatDate(a.publishTime, locale) })].filter(Boolean).join(' · ')}
      </p>
      {a.cover ? <img className={styles.cover} src={mediaUrl(a.cover)} alt="" width={720} height={405} /> : null}
      <ArticleBody blocks={a.blocks} locale={locale} />
      <ShareLinks title={a.titleWithCulture} />
      {a.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('article.tags')}>
          {a.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {a.related.length > 0 ? (
        <section>
          <h2>{t('article.related')}</h2>
          <ul>
            {a.related.map((r) => (
              <li key={r.informationID}>
                <Link to={articleHref(r, locale)}>{r.titleWithCulture}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {a.estateID !== null && a.estateNameWithCulture ? (
        <p>
          <Link to={href('estateDetail', { propertyId: a.estateID }, locale)}>{t('estateNews.estatePage', { estate: a.estateNameWithCulture })}</Link>
        </p>
      ) : null}
      <Link to={href(BACK[a.kind][0], {}, locale)}>{t(BACK[a.kind][1])}</Link>
      <SubscribeForm locale={locale} />
    </article>
  );
}
