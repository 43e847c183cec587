/** Articles in lists, shared by the news, search, estate-news and property-tips pages. */
export { ArticleResults, NEWS_PAGE_SIZE, type ArticleQuery } from './article-results';
export { ArticleCard, articleHref, type ArticleItem } from './article-card';
export { useCategoryName } from './use-category-name';
