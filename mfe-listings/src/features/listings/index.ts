/** listings: sale and rent lists (SearchProperty) and the latest-listings widget. */
export { ListView, type ListViewProps } from './components/list-view';
export { LatestListings } from './components/latest-listings';
export { ListingCard } from './components/listing-card';
export { ListingGrid, ListingGridSkeleton } from './components/listing-grid';
export { placePromoted, PROMOTED_POSITIONS } from './place-promoted';
export { filterOf, listHref, pageHref, orderHref, searchBodyOf, filterBodyOf } from './list-query';
export { LIST_ROUTE, DETAIL_ROUTE, kindOfRentalType, type ListingKind } from './list-kind';
