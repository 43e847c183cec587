/** estate-list: the estate search (SearchEstate) with its filter, chips, sorts and pages. */
export { EstateListView, type EstateListViewProps } from './components/estate-list-view';
export { EstateCard } from './components/estate-card';
export { PopularEstates, POPULAR_COUNT } from './components/popular-estates';
