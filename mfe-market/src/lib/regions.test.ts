import { regionsOf } from './regions';
import { GSCOPE } from '../testing/gscope';

describe('regionsOf', () => {
  it('keeps the regions in order with their districts, and counts the districts', () => {
    const { regions, districtCount } = regionsOf(GSCOPE);
    expect(regions.map((r) => r.name)).toEqual(['Hong Kong Island', 'Kowloon']);
    expect(regions[0]!.districts).toEqual([{ code: 'HK1', name: 'Central and Western' }, { code: 'HK2', name: 'Wan Chai' }]);
    expect(districtCount).toBe(3);
  });

  it('counts nothing without regions', () => {
    expect(regionsOf([])).toEqual({ regions: [], districtCount: 0 });
  });
});
