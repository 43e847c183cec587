import { parse } from '@portal/shared/url';
import { filterOf, listHref, orderHref, pageHref, toggled } from './list-url';

const f = (segment: string) => parse(segment, '')!;

describe('the new-development list URL', () => {
  it('reads the filter segment and query, and refuses codes a new-development list has no use for', () => {
    expect(filterOf({ filter: 'y2hk13' }, '?key=Sai')).toMatchObject({ codes: { y: ['2'], hk: ['13'] }, query: { key: 'Sai' } });
    expect(filterOf({}, '')).toMatchObject({ codes: {} });
    expect(filterOf({ filter: 't1' }, '')).toBeNull();
    expect(filterOf({ filter: 'u9' }, '')).toBeNull();
  });

  it('writes the list path in each language, with pages and orders', () => {
    expect(listHref(f('y2'), 'zh-hk')).toBe('/new-properties/y2/');
    expect(listHref(f(''), 'en-us')).toBe('/en-us/new-properties');
    expect(pageHref(f('y2'), 3, 'zh-cn')).toBe('/zh-cn/new-properties/y2g3/');
    expect(orderHref(f('y2g3'), 2, 'zh-hk')).toBe('/new-properties/y2u2/');
    expect(orderHref(f('u2'), 0, 'zh-hk')).toBe('/new-properties');
  });

  it('toggles a value on and off, back to page 1; a band or a place keeps one value; district and region exclude each other', () => {
    expect(toggled(f('y2g4'), 'y', '1').codes.y).toEqual(['1', '2']);
    expect(toggled(f('y1y2'), 'y', '2').codes).toEqual({ y: ['1'] });
    expect(toggled(f('y2g4'), 'y', '1').page).toBeUndefined();
    expect(toggled(f('p1'), 'p', '2').codes.p).toEqual(['2']);
    expect(toggled(f('hma2'), 'hk', '13').codes).toEqual({ hk: ['13'] });
    expect(toggled(f('hk13'), 'hma', '3').codes).toEqual({ hma: ['3'] });
  });
});
