/**
 * The chips of a list filter (spec 4.6): one chip per chosen filter (all values of a code
 * together), one per range and one for the keyword. Removing a chip gives the filter without it;
 * the page always goes back to 1.
 */
import type { Language } from '@portal/shared/contracts';
import { priceUnitLabel, rangeText } from '@portal/shared/format';
import { FILTER_CODES, withoutQuery, withoutValue, type FilterCode, type FilterQuery, type ListFilter, type ListKind } from '@portal/shared/url';

export type ChipCode = FilterCode | 'schoolNet';
export type LabelFor = (code: ChipCode, value: string) => string;

export interface ChipItem {
  key: string;
  /** shown text: up to two labels, then an ellipsis */
  text: string;
  /** every label, for the tooltip and the accessible name */
  fullText: string;
  /** the filter without this chip (page 1) */
  without: ListFilter;
}

export interface ChipWords {
  /** joins labels: '、' in Chinese, ', ' in English */
  separator: string;
  ellipsis: string;
  title(key: 'price' | 'saleableArea' | 'grossArea' | 'age' | 'keyword'): string;
  unit(key: 'sqft' | 'years'): string;
}

/** Three or more labels show the first two and an ellipsis. */
export function joinLabels(labels: readonly string[], separator: string, ellipsis: string): string {
  return labels.length >= 3 ? `${labels.slice(0, 2).join(separator)}${ellipsis}` : labels.join(separator);
}

function dropPage(filter: ListFilter): ListFilter {
  const { page: _page, ...rest } = filter;
  return rest;
}

const RANGES: Array<{ keys: [keyof FilterQuery, keyof FilterQuery]; title: 'price' | 'saleableArea' | 'grossArea' | 'age' }> = [
  { keys: ['pmin', 'pmax'], title: 'price' },
  { keys: ['dmin', 'dmax'], title: 'saleableArea' },
  { keys: ['amin', 'amax'], title: 'grossArea' },
  { keys: ['omin', 'omax'], title: 'age' },
];

export function buildChips(filter: ListFilter, kind: ListKind, language: Language, labelFor: LabelFor, words: ChipWords): ChipItem[] {
  const chips: ChipItem[] = [];
  const groups: Array<[ChipCode, readonly string[]]> = FILTER_CODES.map((c) => [c, filter.codes[c] ?? []] as [ChipCode, readonly string[]]);
  groups.push(['schoolNet', filter.schoolNet ?? []]);
  for (const [code, values] of groups) {
    if (values.length === 0) continue;
    const labels = values.map((v) => labelFor(code, v));
    const without = values.reduce((f, v) => withoutValue(f, code, v), filter);
    chips.push({ key: code, text: joinLabels(labels, words.separator, words.ellipsis), fullText: labels.join(words.separator), without });
  }
  const spaced = (u: string) => (language === 'en-us' ? ` ${u}` : u);
  const units = {
    price: spaced(priceUnitLabel(kind === 'buy' ? 'sale' : 'rent', language)),
    saleableArea: spaced(words.unit('sqft')),
    grossArea: spaced(words.unit('sqft')),
    age: spaced(words.unit('years')),
  };
  for (const { keys, title } of RANGES) {
    const [lo, hi] = keys;
    const min = filter.query[lo] as number | undefined;
    const max = filter.query[hi] as number | undefined;
    if (min === undefined && max === undefined) continue;
    const text = `${words.title(title)} ${rangeText(min, max, units[title], language)}`;
    chips.push({ key: title, text, fullText: text, without: withoutQuery(filter, lo, hi) });
  }
  if (filter.query.key) {
    const text = `${words.title('keyword')} ${filter.query.key}`;
    chips.push({ key: 'keyword', text, fullText: text, without: withoutQuery(filter, 'key') });
  }
  return chips.map((c) => ({ ...c, without: dropPage(c.without) }));
}

/** Every chosen filter removed; the sort order and the company/agent context stay. */
export function clearAll(filter: ListFilter): ListFilter {
  const query: FilterQuery = {};
  for (const k of ['companyId', 'accountId', 'tab', 'type'] as const) if (filter.query[k] !== undefined) query[k] = filter.query[k] as string;
  return filter.order === undefined ? { codes: {}, query } : { codes: {}, query, order: filter.order };
}
