import { directoryOfQuery, directoryOfSegment, queryOf, segmentOf, withChange, zoneCodeOf, type Directory } from './directory';

describe('directory state in the list URL (spec 2.8: f is the page index on agency pages)', () => {
  it('reads page f, district hk, sort u and the keyword', () => {
    expect(directoryOfSegment('f3hk05u2', '?key=Prime')).toEqual({ page: 3, order: 'AgentCountDesc', districtId: '05', keyword: 'Prime' });
    expect(directoryOfSegment(undefined, '')).toEqual({ page: 1, order: 'Default' });
  });

  it('reads the codec page g when there is no f', () => {
    expect(directoryOfSegment('g4', '')?.page).toBe(4);
    expect(directoryOfSegment('f2g4', '')?.page).toBe(2);
  });

  it('rejects a segment that is not a list filter', () => {
    expect(directoryOfSegment('hello', '')).toBeNull();
  });

  it('writes page 1 and the default sort as nothing, and is read back unchanged', () => {
    expect(segmentOf({ page: 1, order: 'Default' })).toEqual({ segment: '', query: '' });
    const dirs: Directory[] = [
      { page: 2, order: 'Default' },
      { page: 7, order: 'PropertyRentCount', districtId: '18' },
      { page: 1, order: 'AgentCountDesc', keyword: '置業 Realty' },
    ];
    for (const dir of dirs) {
      const { segment, query } = segmentOf(dir);
      expect(directoryOfSegment(segment, query)).toEqual(dir);
      expect(directoryOfQuery(new URLSearchParams(Object.entries(queryOf(dir)).filter(([, v]) => v) as string[][]).toString())).toEqual(dir);
    }
    expect(segmentOf({ page: 2, order: 'AgentCount', districtId: '05' }).segment).toBe('f2hk05u1');
  });

  it('goes back to page 1 when the sort, district or keyword change', () => {
    const dir: Directory = { page: 5, order: 'Default', districtId: '01' };
    expect(withChange(dir, { order: 'AgentCount' })).toEqual({ page: 1, order: 'AgentCount', districtId: '01' });
    expect(withChange(dir, { districtId: undefined })).toEqual({ page: 1, order: 'Default' });
  });

  it('sends the district as its API code', () => {
    expect(zoneCodeOf({ page: 1, order: 'Default', districtId: '05' })).toBe('KLN-YTM');
    expect(zoneCodeOf({ page: 1, order: 'Default' })).toBeUndefined();
  });

  it('ignores bad values in the /agent-list query', () => {
    expect(directoryOfQuery('?f=-2&u=abc&hk=99&key=%20')).toEqual({ page: 1, order: 'Default' });
  });
});
