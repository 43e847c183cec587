import type { FilterCode, FilterQuery, ListFilter } from './codes';

/** Removes one value (a filter chip); the page goes back to 1 (spec 4.6). */
export function withoutValue(filter: ListFilter, code: FilterCode | 'schoolNet', value: string): ListFilter {
  const { page: _page, ...rest } = filter;
  if (code === 'schoolNet') {
    const nets = (filter.schoolNet ?? []).filter((v) => v !== value);
    const { schoolNet: _s, ...noNets } = rest;
    return nets.length > 0 ? { ...noNets, schoolNet: nets } : noNets;
  }
  const codes = { ...filter.codes };
  const left = (codes[code] ?? []).filter((v) => v !== value);
  if (left.length > 0) codes[code] = left;
  else delete codes[code];
  return { ...rest, codes };
}

/** Removes query keys (a range chip clears both ends); the page goes back to 1. */
export function withoutQuery(filter: ListFilter, ...keys: Array<keyof FilterQuery>): ListFilter {
  const { page: _page, ...rest } = filter;
  const query = { ...filter.query };
  for (const k of keys) delete query[k];
  return { ...rest, query };
}

/** The filter on another page; page 1 (or less) is written as no page. */
export function withPage(filter: ListFilter, page: number): ListFilter {
  const { page: _page, ...rest } = filter;
  return page > 1 ? { ...rest, page: Math.floor(page) } : rest;
}

/** The filter with another sort order id (undefined: default order); the page goes back to 1. */
export function withOrder(filter: ListFilter, order: number | undefined): ListFilter {
  const { page: _page, order: _order, ...rest } = filter;
  return order === undefined ? rest : { ...rest, order };
}
