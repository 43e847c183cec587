/** news-list: categories and the paginated article list. */
export { NewsList, newsPageHref } from './components/news-list';
