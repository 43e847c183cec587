/** Edits of a ListFilter by the panel. Every edit drops the page (a new search starts at page 1). */
import type { FilterCode, FilterQuery, ListFilter } from '@portal/shared/url';

function fresh(filter: ListFilter): ListFilter {
  const { page: _page, ...rest } = filter;
  return rest;
}

export function setCode(filter: ListFilter, code: FilterCode, values: readonly string[]): ListFilter {
  const next = fresh(filter);
  const codes = { ...next.codes };
  if (values.length > 0) codes[code] = [...new Set(values)];
  else delete codes[code];
  return { ...next, codes };
}

export function toggleCode(filter: ListFilter, code: FilterCode, value: string, single = false): ListFilter {
  const current = filter.codes[code] ?? [];
  if (current.includes(value)) return setCode(filter, code, current.filter((v) => v !== value));
  return setCode(filter, code, single ? [value] : [...current, value]);
}

export function setQuery(filter: ListFilter, query: FilterQuery): ListFilter {
  return { ...fresh(filter), query };
}

export function setSchoolNets(filter: ListFilter, nets: readonly string[]): ListFilter {
  const { schoolNet: _s, ...rest } = fresh(filter);
  return nets.length > 0 ? { ...rest, schoolNet: [...new Set(nets)] } : rest;
}

export type AreaMode = 'district' | 'schoolNet' | 'subway';

export function areaModeOf(filter: ListFilter): AreaMode {
  return filter.mode ?? 'district';
}

/** Switches the area tab and clears the choices of the other tabs. */
export function setAreaMode(filter: ListFilter, mode: AreaMode): ListFilter {
  const { schoolNet: _s, mode: _m, ...rest } = fresh(filter);
  const codes = { ...rest.codes };
  for (const c of ['hma', 'hk', 'hmm', 'zl', 'zs'] as const) delete codes[c];
  const base = { ...rest, codes };
  return mode === 'district' ? base : { ...base, mode };
}

/** The filter with nothing chosen but what is not a filter (order, company/agent context). */
export function clearedFilter(filter: ListFilter): ListFilter {
  const keep: FilterQuery = {};
  for (const k of ['companyId', 'accountId', 'tab', 'type'] as const) if (filter.query[k] !== undefined) keep[k] = filter.query[k] as string;
  return filter.order === undefined ? { codes: {}, query: keep } : { codes: {}, query: keep, order: filter.order };
}
