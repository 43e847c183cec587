import { estateIdOf, pageStateOf, queryOf } from './estate-tabs';

describe('the estate page state in the URL', () => {
  it('reads the tab and its options, with safe defaults', () => {
    expect(pageStateOf('?tab=history&kind=rent&page=3&building=TKS-A')).toEqual({ tab: 'history', kind: 'rent', page: 3, building: 'TKS-A', period: undefined });
    expect(pageStateOf('')).toEqual({ tab: 'intro', kind: 'sale', page: 1, period: undefined, building: undefined });
    expect(pageStateOf('?tab=nope&page=-2&kind=x')).toMatchObject({ tab: 'intro', page: 1, kind: 'sale' });
  });

  it('writes only what the tab uses, and nothing for the defaults', () => {
    expect(queryOf({ tab: 'intro', kind: 'rent', page: 4 })).toBe('');
    expect(queryOf({ tab: 'trend', period: '5y', kind: 'sale', page: 1 })).toBe('?tab=trend&period=5y');
    expect(queryOf({ tab: 'deals', kind: 'rent', page: 3 })).toBe('?tab=deals&kind=rent');
    expect(queryOf({ tab: 'history', kind: 'sale', page: 3, building: 'B1' })).toBe('?tab=history&page=3&building=B1');
  });

  it('takes the estate id from the path, or from the query of the old house-detail path', () => {
    expect(estateIdOf({ propertyId: '12' }, '')).toBe(12);
    expect(estateIdOf({}, '?estateId=34')).toBe(34);
    expect(estateIdOf({}, '')).toBeNull();
    expect(estateIdOf({ propertyId: '0' }, '')).toBeNull();
  });
});
