/** The keyword box and the search history of spec 4.8, shared by the news and property-tips searches. */
export { SearchForm, useRunSearch, KEYWORD_PARAM, type SearchTarget } from './search-form';
export { SearchHistory } from './search-history';
