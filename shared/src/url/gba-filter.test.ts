import { GBA_ORDERS } from '../contracts/gba/bands';
import { parseGbaFilter, serializeGbaFilter, type GbaFilter } from './gba-filter';

describe('GBA list filter codec', () => {
  it('reads every part and writes it back the same', () => {
    const f = parseGbaFilter('c2d5p3a1u2g4');
    expect(f).toEqual({ cityCode: 2, districtId: 5, priceBand: 3, areaBand: 1, order: GBA_ORDERS[2], page: 4 });
    expect(serializeGbaFilter(f as GbaFilter)).toBe('c2d5p3a1u2g4');
  });

  it('is an exact inverse over filters of every shape', () => {
    const values = [undefined, 1, 2, 5];
    for (const cityCode of values) for (const priceBand of values) for (const order of [undefined, ...GBA_ORDERS.slice(1)]) {
      for (const page of [undefined, 2, 17]) {
        const f: GbaFilter = { cityCode, districtId: cityCode && cityCode * 3, priceBand, areaBand: priceBand && 6 - priceBand, order, page };
        const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
        expect(parseGbaFilter(serializeGbaFilter(f))).toEqual(clean);
      }
    }
  });

  it("leaves defaults out: no filter is '', page 1 and the default order are not written", () => {
    expect(serializeGbaFilter({})).toBe('');
    expect(serializeGbaFilter({ page: 1, order: 'latest' })).toBe('');
    expect(parseGbaFilter('')).toEqual({});
    expect(parseGbaFilter(undefined)).toEqual({});
    expect(parseGbaFilter('/C2/')).toEqual({ cityCode: 2 });
  });

  it('refuses what is not a filter: unknown letters, repeats, wrong order, bands out of range, page 1, leading zeros', () => {
    for (const bad of ['x1', 'c2c3', 'd5c2', 'p6', 'a0', 'u9', 'g1', 'c02', 'c', '2', 'c2-d5']) expect([bad, parseGbaFilter(bad)]).toEqual([bad, null]);
  });
});
