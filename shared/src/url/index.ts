export { parse, serialize } from './codec';
export { withoutValue, withoutQuery, withPage, withOrder } from './edit';
export { FILTER_CODES, NUMBER_QUERY_KEYS, TEXT_QUERY_KEYS, EMPTY_FILTER } from './codes';
export type { FilterCode, FilterQuery, ListFilter, NumberQueryKey, TextQueryKey } from './codes';
export { DISTRICT_CODES, REGION_CODES, legacyDistrict, districtCode, subAreaCode, regionCode } from './areas';
export { SORT_KEYS, ORDER_IDS, orderIdOf, sortOf } from './sort';
export type { SortKey, SortDirection, ListKind } from './sort';
export { toSearchBody, PAGE_COUNT, SALE_PRICE_UNIT } from './search-body';
export type { SearchBody, BandGroup, BandResolver } from './search-body';
