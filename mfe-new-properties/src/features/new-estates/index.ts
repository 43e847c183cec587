/** new-estates: the new-development list (spec 2.2, 3.3, 4.6) and its cards. */
export { NewEstateList, type NewEstateListProps } from './components/new-estate-list';
export { NewEstateCard } from './components/new-estate-card';
export { HotNewEstates, HOT_COUNT } from './components/hot-new-estates';
export { filterOf, listHref } from './list-url';
