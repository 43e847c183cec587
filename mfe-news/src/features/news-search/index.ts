/** news-search: the keyword box, hot keywords, the visitor's search history and the results. */
export { SearchHome } from './components/search-home';
export { SearchResults } from './components/search-results';
export { SearchForm, searchListHref, KEYWORD_PARAM, NEWS_SEARCH_TYPE } from './components/search-form';
