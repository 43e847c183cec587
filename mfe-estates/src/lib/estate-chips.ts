/**
 * The chosen filters of an estate list as chips (spec 4.6): readable names from the reference
 * lists, each with the filter without it (back on page 1).
 */
import { districtCode, regionCode, withoutQuery, withoutValue, withPage, type FilterCode, type ListFilter } from '@portal/shared/url';
import type { EstateReference } from './estate-reference';

export interface EstateChip {
  key: string;
  label: string;
  without: ListFilter;
}

type Reference = Pick<EstateReference, 'gscope' | 'lines' | 'schoolNets' | 'bands'>;

function names(ref: Reference): Map<string, string> {
  const out = new Map<string, string>();
  for (const region of ref.gscope) {
    out.set(`hma:${region.gscopeCode}`, region.gscopeNameWithCulture);
    for (const d of region.children) out.set(`hk:${d.gscopeCode}`, d.gscopeNameWithCulture);
  }
  for (const line of ref.lines) {
    out.set(`zl:${line.lineID}`, line.nameWithCulture);
    for (const s of line.stations) out.set(`zs:${s.stationID}`, s.nameWithCulture);
  }
  for (const net of ref.schoolNets) if (net.kind === 'primary') out.set(`net:${net.code}`, net.nameWithCulture);
  ref.bands.PracticalFootPrice?.forEach((b, i) => out.set(`d:${i + 1}`, b.dictionaryNameWithCulture));
  ref.bands.BuildingAge?.forEach((b, i) => out.set(`o:${i + 1}`, b.dictionaryNameWithCulture));
  return out;
}

const KEY_OF: Partial<Record<FilterCode, (v: string) => string>> = {
  hma: (v) => `hma:${regionCode(v)}`,
  hk: (v) => `hk:${districtCode(v)}`,
  zl: (v) => `zl:${v}`,
  zs: (v) => `zs:${v}`,
  d: (v) => `d:${v}`,
  o: (v) => `o:${v}`,
};

/** Chips in a fixed order: area, school net, MTR, price, age, keyword; an unknown name shows as its value. */
export function estateChips(filter: ListFilter, ref: Reference, keywordLabel: (k: string) => string): EstateChip[] {
  const known = names(ref);
  const chips: EstateChip[] = [];
  for (const code of ['hma', 'hk', 'zl', 'zs', 'd', 'o'] as const) {
    for (const v of filter.codes[code] ?? []) {
      const label = known.get(KEY_OF[code]!(v)) ?? v;
      // a line chip takes its stations with it
      const without = code === 'zl' ? withoutValue({ ...filter, codes: { ...filter.codes, zs: undefined } }, 'zl', v) : withoutValue(filter, code, v);
      chips.push({ key: `${code}${v}`, label, without });
    }
  }
  for (const net of filter.schoolNet ?? []) {
    chips.push({ key: `nhk${net}`, label: known.get(`net:${net}`) ?? net, without: withoutValue(filter, 'schoolNet', net) });
  }
  if (filter.query.key) chips.push({ key: 'key', label: keywordLabel(filter.query.key), without: withoutQuery(filter, 'key') });
  return chips.map((c) => ({ ...c, without: dropEmpty(c.without) }));
}

/** a filter left with no area code has no area tab either */
function dropEmpty(filter: ListFilter): ListFilter {
  const codes = Object.fromEntries(Object.entries(filter.codes).filter(([, v]) => v && v.length > 0));
  const { mode, ...rest } = withPage({ ...filter, codes }, 1);
  const keepMode = mode === 'schoolNet' ? Boolean(rest.schoolNet?.length || codes.hk) : mode === 'subway' ? Boolean(codes.zl) : false;
  return keepMode ? { ...rest, mode } : rest;
}

/** The filter with nothing chosen, keeping the sort. */
export const clearedFilter = (filter: ListFilter): ListFilter => (filter.order === undefined ? { codes: {}, query: {} } : { codes: {}, query: {}, order: filter.order });
