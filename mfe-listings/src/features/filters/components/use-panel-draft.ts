import { useState } from 'react';
import type { ListFilter } from '@portal/shared/url';
import { setQuery } from '../model/filter-edit';
import { RANGE_KEYS, rangeError, withRange, type RangeField } from '../model/range-rules';
import type { RangeDrafts } from './more-filters';

const FIELDS: readonly RangeField[] = ['price', 'saleableArea', 'grossArea'];
const BAND_OF: Record<RangeField, 'p' | 'd' | 'a'> = { price: 'p', saleableArea: 'd', grossArea: 'a' };

function draftsOf(filter: ListFilter): RangeDrafts {
  const box = (v: number | undefined) => (v === undefined ? '' : String(v));
  const pair = (f: RangeField): [string, string] => {
    const [lo, hi] = RANGE_KEYS[f];
    return [box(filter.query[lo]), box(filter.query[hi])];
  };
  return { price: pair('price'), saleableArea: pair('saleableArea'), grossArea: pair('grossArea') };
}

/** The panel's working copy of the filter and its range boxes (strings, as typed). */
export function usePanelDraft(initial: ListFilter) {
  const [filter, setFilter] = useState(initial);
  const [ranges, setRanges] = useState<RangeDrafts>(() => draftsOf(initial));
  const errors = Object.fromEntries(FIELDS.map((f) => [f, rangeError(f, ranges[f][0], ranges[f][1])])) as Record<RangeField, string | null>;

  return {
    filter,
    ranges,
    errors,
    valid: FIELDS.every((f) => errors[f] === null),
    change: setFilter,
    /** a band chosen: the custom boxes of that field are emptied */
    band(field: RangeField | null, next: ListFilter) {
      if (!field) return setFilter(next);
      setRanges((r) => ({ ...r, [field]: ['', ''] }));
      setFilter(setQuery(next, withRange(next.query, field, '', '')));
    },
    /** typing in the boxes: the band of that field is dropped */
    range(field: RangeField, min: string, max: string) {
      setRanges((r) => ({ ...r, [field]: [min, max] }));
      const codes = { ...filter.codes };
      delete codes[BAND_OF[field]];
      setFilter({ ...filter, codes });
    },
    /** the filter to apply: the boxes written into the query */
    result(): ListFilter {
      let query = filter.query;
      for (const f of FIELDS) query = withRange(query, f, ranges[f][0], ranges[f][1]);
      return setQuery(filter, query);
    },
    reset(next: ListFilter) {
      setFilter(next);
      setRanges(draftsOf(next));
    },
  };
}
