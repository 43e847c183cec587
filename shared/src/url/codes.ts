/**
 * Letter codes of the list filter segment (spec 2.8), in the canonical order `serialize` writes.
 * `g` (page), `u` (order), `m1`, `z1`, `n` and `adv` are not here: they have fields of their own.
 */
export const FILTER_CODES = [
  't', 'b', 'y', 's', 'p', 'd', 'a', 'o', 'i', 'f', 'l', 'v', 'k', 'q', 'w', 'j',
  'de', 'e', 'r', 'c', 'hma', 'hk', 'hmm', 'zl', 'zs',
] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

export const NUMBER_QUERY_KEYS = ['pmin', 'pmax', 'amin', 'amax', 'dmin', 'dmax', 'omin', 'omax'] as const;
export const TEXT_QUERY_KEYS = ['key', 'companyId', 'accountId', 'tab', 'type'] as const;
export type NumberQueryKey = (typeof NUMBER_QUERY_KEYS)[number];
export type TextQueryKey = (typeof TEXT_QUERY_KEYS)[number];

export type FilterQuery = Partial<Record<NumberQueryKey, number> & Record<TextQueryKey, string>>;

export interface ListFilter {
  /** Advanced filter ('adv' leads the segment); only meaningful with at least one code. */
  adv?: true;
  /** Code -> its values in order (digits; no duplicates, never empty). */
  codes: Partial<Record<FilterCode, string[]>>;
  /** Primary school nets ('n' before the hk code: `nhk11`). */
  schoolNet?: string[];
  /** Area panel tab: 'm1' school net, 'z1' subway. */
  mode?: 'schoolNet' | 'subway';
  /** Sort order id of spec 3.4 ('u'). */
  order?: number;
  /** Page number, only when greater than 1 ('g'). */
  page?: number;
  query: FilterQuery;
}

export const EMPTY_FILTER: ListFilter = { codes: {}, query: {} };
