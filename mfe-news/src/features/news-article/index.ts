/** news-article: one article with its paragraphs and related articles. */
export { ArticleView } from './components/article-view';
