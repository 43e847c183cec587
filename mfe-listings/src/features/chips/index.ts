/**
 * chips: the chosen filters of a list as removable chips (spec 4.6).
 *
 * <FilterChips filter kind labelFor toHref onNavigate? />
 *   filter      the current ListFilter (parse(segment, query) of the page URL)
 *   kind        'buy' | 'rent' | 'serviced' (price unit: 10K for sale, HKD for rent)
 *   labelFor    (code, value) => readable text in the current language; pass the filters
 *               feature's labeler: createFilterLabeler(reference, kind, t)
 *   toHref      (filter) => the list URL of that filter (the page uses serialize + href)
 *   onNavigate  optional (href, filter) => void for client-side navigation (e.g. navigate(href));
 *               without it the chips are plain links.
 * One chip per code (all its values), per range (pmin/pmax, dmin/dmax, amin/amax, omin/omax) and
 * for the keyword. Three or more labels show the first two and '…' (full text in the tooltip and
 * accessible name). Each chip links to the list without it (withoutValue / withoutQuery), always on
 * page 1; "clear all" keeps only the sort order and the company/agent context.
 *
 * buildChips(...) and clearAll(filter) are the pure functions behind it.
 */
export { FilterChips, type FilterChipsProps } from './components/filter-chips';
export { buildChips, clearAll, joinLabels, type ChipItem, type ChipWords, type LabelFor, type ChipCode } from './build-chips';
