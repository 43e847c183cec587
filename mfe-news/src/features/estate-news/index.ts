/** estate-news: the news of every estate and of one estate. */
export { EstateNewsIndex, EstateNewsOf } from './components/estate-news';
