import fc from 'fast-check';
import { stripAppSuffix } from '../routing/query';
import { FILTER_CODES, NUMBER_QUERY_KEYS, TEXT_QUERY_KEYS, type FilterCode, type ListFilter } from './codes';

const pad2 = (n: number) => String(n).padStart(2, '0');
const district = fc.integer({ min: 1, max: 18 }).map(pad2);
const VALUE_ARB: Partial<Record<FilterCode, fc.Arbitrary<string>>> = {
  hk: district,
  hma: fc.integer({ min: 1, max: 4 }).map(String),
  hmm: fc.tuple(district, fc.integer({ min: 1, max: 99 })).map(([d, a]) => `${d}${pad2(a)}`),
};
const digits = fc.stringMatching(/^\d{1,12}$/);
const values = (arb: fc.Arbitrary<string>) => fc.uniqueArray(arb, { minLength: 1, maxLength: 3 });

const codes = fc
  .subarray([...FILTER_CODES], { maxLength: 6 })
  .chain((picked) => fc.record(Object.fromEntries(picked.map((c) => [c, values(VALUE_ARB[c] ?? digits)])) as Record<string, fc.Arbitrary<string[]>>));

/** Text that survives the query cleaning: trimmed, non-empty, no app marker. */
const text = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }).filter((s) => s.trim() === s && s !== '' && stripAppSuffix(s) === s);
const num = fc.double({ min: 0, max: 1e9, noNaN: true }).filter((n) => !Object.is(n, -0));

const query = fc.record(
  Object.fromEntries([...NUMBER_QUERY_KEYS.map((k) => [k, num]), ...TEXT_QUERY_KEYS.map((k) => [k, text])]) as Record<string, fc.Arbitrary<number | string>>,
  { requiredKeys: [] },
);

/** Every valid filter (see the grammar in codec.ts). */
export const validFilter: fc.Arbitrary<ListFilter> = fc
  .record(
    {
      adv: fc.constant(true as const),
      codes,
      schoolNet: values(fc.stringMatching(/^\d{1,3}$/)),
      mode: fc.constantFrom('schoolNet' as const, 'subway' as const),
      order: fc.integer({ min: 0, max: 19 }),
      page: fc.integer({ min: 2, max: 100_000 }),
      query,
    },
    { requiredKeys: ['codes', 'query'] },
  )
  .map((f) => {
    const hasToken = Object.keys(f.codes).length > 0 || f.schoolNet || f.mode || f.order !== undefined || f.page;
    if (!hasToken) delete f.adv;
    return f as ListFilter;
  });
