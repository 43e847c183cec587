import { DISTRICT_CODES, REGION_CODES, areaIdOfCode, districtCode, regionCode } from './areas';

describe('areaIdOfCode', () => {
  it('is the inverse of regionCode and districtCode', () => {
    REGION_CODES.forEach((_, i) => expect(areaIdOfCode(regionCode(String(i + 1)))).toBe(String(i + 1)));
    DISTRICT_CODES.forEach((_, i) => {
      const id = String(i + 1).padStart(2, '0');
      expect(areaIdOfCode(districtCode(id))).toBe(id);
    });
  });

  it('reads an unknown code as no id', () => {
    expect(areaIdOfCode('KLN-YTM-03')).toBe('');
    expect(areaIdOfCode('')).toBe('');
  });
});
