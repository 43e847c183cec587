import { serialize } from '@portal/shared/url';
import { AGE_BANDS, GSCOPE, LINES, PRICE_BANDS, SCHOOL_NETS } from '../testing';
import { clearedFilter, estateChips } from './estate-chips';
import { filterOf } from './estate-query';

const ref = { gscope: GSCOPE, lines: LINES, schoolNets: SCHOOL_NETS.items as never, bands: { PracticalFootPrice: PRICE_BANDS, BuildingAge: AGE_BANDS } };
const chipsOf = (segment: string, query = '') =>
  estateChips(filterOf({ filter: segment }, query)!, ref, (k) => `Keyword: ${k}`).map((c) => [c.label, serialize(c.without).segment, serialize(c.without).query]);

describe('estateChips', () => {
  it('names each chosen filter from the reference lists; removing one goes back to page 1', () => {
    expect(chipsOf('d3o2hma1hk03u2g4', 'key=taikoo')).toEqual([
      ['Hong Kong Island', 'd3o2hk03u2', 'key=taikoo'],
      ['Eastern', 'd3o2hma1u2', 'key=taikoo'],
      ['$15,000 - $20,000', 'o2hma1hk03u2', 'key=taikoo'],
      ['Over 40 years', 'd3hma1hk03u2', 'key=taikoo'],
      ['Keyword: taikoo', 'd3o2hma1hk03u2', ''],
    ]);
  });

  it('takes the stations with their line, and the tab with its last area', () => {
    expect(chipsOf('zl2zs30z1')).toEqual([['Island Line', '', ''], ['Tai Koo', 'zl2z1', '']]);
    expect(chipsOf('nhk14m1')).toEqual([['School Net 14 (Eastern)', '', '']]);
  });

  it('shows a value it cannot name as it is', () => {
    expect(chipsOf('zs99')).toEqual([['99', '', '']]);
  });

  it('clears everything but the sort', () => {
    expect(serialize(clearedFilter(filterOf({ filter: 'hk03u2g3' }, 'key=a')!))).toEqual({ segment: 'u2', query: '' });
  });
});
