/** latest-deals: the newest transactions, filtered and paged, each linking to its deal page. */
export { NewDeals } from './components/new-deals';
export { DealSearch, DEALS_PAGE_SIZE } from './components/deal-search';
export { dealFiltersOf, type DealFilters } from './deal-filters';
