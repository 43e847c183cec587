/** news-search: the keyword box, hot keywords, the visitor's search history and the results. */
export { SearchHome } from './components/search-home';
export { SearchResults } from './components/search-results';
export { searchListHref } from './components/news-target';
