import { estateIdOf } from './estate-id';

describe('estateIdOf', () => {
  it('reads the path id, else ?id= or ?estateId=', () => {
    expect(estateIdOf({ propertyId: '80019' }, '')).toBe(80019);
    expect(estateIdOf({}, '?id=80011')).toBe(80011);
    expect(estateIdOf({}, '?estateId=7')).toBe(7);
  });

  it('refuses ids that are not a development number', () => {
    expect(estateIdOf({ propertyId: 'abc12' }, '')).toBeNull();
    expect(estateIdOf({}, '?id=0')).toBeNull();
    expect(estateIdOf({}, '')).toBeNull();
  });
});
