/**
 * filters: the list filter panel (spec 3.3, 4.6, 5) and what the list pages need around it.
 *
 * const ref = useFilterReference(locale)   // { data?, error?, loading, retry } — the reference lists
 *   (SearchDictionaryInfo, GetGscope, GetSchoolNetGscope, GetAllSubwayline), loaded once per language
 *   and cached; a failure carries the named error of spec 8 ('dictionary error', ...).
 *
 * <ResponsiveFilterPanel filter kind reference referenceError? onRetryReference? onApply suggest? footerExtra? />
 *   desktop: the panel in place; below 992 px: a "Filters (n)" button opening it in a Sheet.
 * <FilterPanel ...same props />   the panel alone.
 *   filter       the current ListFilter (parse(segment, query)); a new filter resets the panel.
 *   kind         'buy' | 'rent' | 'serviced' (the sale or rent price table; unit 10K vs HKD).
 *   reference    ref.data (skeleton while undefined); referenceError = ref.error, onRetryReference = ref.retry.
 *   onApply      (filter) => void: the edited filter without a page (page 1); the page serializes it
 *                into the URL. Not called while a range is wrong ('Price range error', saleable /
 *                gross area range error). Custom prices stay as entered in pmin/pmax (10K for sale);
 *                toSearchBody multiplies them.
 *   suggest      keyword suggestions, default SearchSuggester (debounced 250 ms).
 *   footerExtra  e.g. <SaveSearchButton .../>.
 * Sections: keyword combobox; area tabs (region/district/sub-area tree; school net with the
 * school types all/kindergarten/primary/secondary; MTR line and stations); category and
 * sub-category; Price (bands + min/max) and Bedrooms; behind "More filters": saleable and gross
 * area (bands + min/max), year built, floor, listing type, other, rental terms (rent), features,
 * view, decoration, facilities, other-commercial, other-carpark.
 *
 * <SaveSearchButton filter kind reference? onSaved? />  stores { filter, readable text } with
 *   @portal/shared/storage addSavedSearch(kind, ...) (10 per type, same text replaces).
 *
 * For chips and the search call:
 *   createFilterLabeler(reference, kind, t) => (code, value) => text  (pass to chips' labelFor)
 *   describeFilter(filter, labeler, kind, language, t) => one-line summary
 *   makeBandResolver(reference.dictionaries)  => toSearchBody(filter, kind, resolver)  (a, d, o, j bands;
 *                price bands come from the price table without it)
 */
export { FilterPanel, type FilterPanelProps } from './components/filter-panel';
export { ResponsiveFilterPanel } from './components/responsive-filter-panel';
export { SaveSearchButton, type SaveSearchButtonProps } from './components/save-search-button';
export { KeywordCombobox, type KeywordComboboxProps } from './components/keyword-combobox';
export { useFilterReference, type FilterReferenceState } from './reference/use-filter-reference';
export {
  loadFilterReference,
  clearFilterReferenceCache,
  ReferenceLoadError,
  type FilterReference,
  type SchoolNet,
  type SubwayLine,
} from './reference/filter-reference';
export { createFilterLabeler, describeFilter, chosenValues, type Labeler, type LabelCode } from './model/filter-labels';
export { makeBandResolver, bandEntry, groupEntries, priceBands, type PriceBand } from './model/bands';
export { rangeError, withRange, type RangeField } from './model/range-rules';
export { areaIdOf, gscopeOf } from './model/area-ids';
export { CATEGORIES } from './model/categories';
export { suggest, type SuggestFn, type Suggestion } from './api/suggest';
