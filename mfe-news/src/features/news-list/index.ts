/** news-list: categories and the paginated article list. */
export { NewsList, newsPageHref, NEWS_PAGE_SIZE } from './components/news-list';
export { ArticleCard, type ArticleItem } from './components/article-card';
