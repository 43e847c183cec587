import { districtsOf, regionsOf } from './regions';
import { GSCOPE } from '../testing/gscope';

describe('regionsOf', () => {
  it('keeps the regions in order with their districts, and counts the districts', () => {
    const { regions, districtCount } = regionsOf(GSCOPE);
    expect(regions.map((r) => r.name)).toEqual(['Hong Kong Island', 'Kowloon']);
    expect(regions[0]!.districts).toEqual([{ code: 'HK-CW', name: 'Central and Western' }, { code: 'HK-WC', name: 'Wan Chai' }]);
    expect(districtCount).toBe(3);
  });

  it('counts nothing without regions', () => {
    expect(regionsOf([])).toEqual({ regions: [], districtCount: 0 });
  });

  it('lists the districts of the chosen region, or all of them', () => {
    const { regions } = regionsOf(GSCOPE);
    expect(districtsOf(regions, 'KLN').map((d) => d.code)).toEqual(['KLN-YTM']);
    expect(districtsOf(regions, undefined).map((d) => d.code)).toEqual(['HK-CW', 'HK-WC', 'KLN-YTM']);
  });
});
