import fc from 'fast-check';
import { ID_PATTERN } from '../routing';
import { parse, serialize, type ListFilter } from './index';
import { validFilter } from './arbitrary.test-util';

describe('round trip', () => {
  test('parse(serialize(f)) deep-equals f for every valid filter', () => {
    fc.assert(
      fc.property(validFilter, (f) => {
        const { segment, query } = serialize(f);
        expect(parse(segment, query)).toEqual(f);
        expect(parse(`/${segment}/`, `?${query}`)).toEqual(f);
      }),
      { numRuns: 600 },
    );
  });

  test('every written segment is a valid route id (spec 5) or empty', () => {
    fc.assert(fc.property(validFilter, (f) => {
      const { segment } = serialize(f);
      expect(segment === '' || ID_PATTERN.test(segment)).toBe(true);
    }), { numRuns: 300 });
  });
});

const F = (codes: ListFilter['codes'], extra: Partial<ListFilter> = {}): ListFilter => ({ codes, query: {}, ...extra });

/** Real URL segments and queries and the filter each one means. */
const TABLE: Array<[string, string, ListFilter]> = [
  ['', '', F({})],
  ['t1', '', F({ t: ['1'] })],
  ['t1b12', '', F({ t: ['1'], b: ['12'] })],
  ['t1p3i2i3', '', F({ t: ['1'], p: ['3'], i: ['2', '3'] })],
  ['hk05g2', '', F({ hk: ['05'] }, { page: 2 })],
  ['hkp10', '', F({ hk: ['15'] })],
  ['HKP01HKP16', '', F({ hk: ['01', '10'] })],
  ['de12d3', '', F({ de: ['12'], d: ['3'] })],
  ['d3de12', '', F({ de: ['12'], d: ['3'] })],
  ['advt1k101k201', '', F({ t: ['1'], k: ['101', '201'] }, { adv: true })],
  ['nhk11nhk12m1', '', F({}, { schoolNet: ['11', '12'], mode: 'schoolNet' })],
  ['z1zl3zs45zs46', '', F({ zl: ['3'], zs: ['45', '46'] }, { mode: 'subway' })],
  ['hma2hmm0103', '', F({ hma: ['2'], hmm: ['0103'] })],
  ['e1024r3c7', '', F({ e: ['1024'], r: ['3'], c: ['7'] })],
  ['u3g4', '', F({}, { order: 3, page: 4 })],
  ['g1', '', F({})],
  ['i1i1', '', F({ i: ['1'] })],
  ['t1', 'pmin=500&pmax=800&key=%E5%A4%AA%E5%8F%A4%E5%9F%8E', F({ t: ['1'] }, { query: { pmin: 500, pmax: 800, key: '太古城' } })],
  ['', 'amin=300&dmax=700.5&omax=20&companyId=9&accountId=12&tab=rent&type=2', F({}, { query: { amin: 300, dmax: 700.5, omax: 20, companyId: '9', accountId: '12', tab: 'rent', type: '2' } })],
  ['f2', 'key=sea-view_android&pmin=abc&pmax=-5&utm=x', F({ f: ['2'] }, { query: { key: 'sea-view' } })],
];

test.each(TABLE)('parse(%p, %p)', (segment, query, filter) => {
  expect(parse(segment, query)).toEqual(filter);
});

test('serialize writes the canonical form', () => {
  expect(serialize(F({ i: ['2', '1'], t: ['1'], hk: ['05'] }, { page: 3, order: 2, adv: true, query: { pmax: 800, key: 'a b' } })))
    .toEqual({ segment: 'advt1i2i1hk05u2g3', query: 'pmax=800&key=a+b' });
  expect(serialize(F({}, { adv: true, page: 1 }))).toEqual({ segment: '', query: '' });
  expect(parse('t1', new URLSearchParams('pmin=1'))?.query).toEqual({ pmin: 1 });
});

test.each([
  'x1', 't', '1t', 't1-2', 't1,2', 'adv', 'adv1', 't1adv2', 'hk19', 'hk5', 'hk00', 'hkp19', 'hkp0', 'hma5', 'hmm0100',
  'hmm1901', 'm2', 'z0', 'm1z1', 'nt1', 'nhkp01', 'g0', 'g2g3', 'u1u2', 'h1', 'k1 ', 't1/b2', `${'t1'.repeat(101)}`,
  't1234567890123456789',
])('invalid segment %p -> null', (segment) => {
  expect(parse(segment)).toBeNull();
});
