/** featured-news: the home page's featured articles. */
export { FeaturedNews } from './components/featured-news';
