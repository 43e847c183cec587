import { servicedIdOf } from './serviced-id';

describe('the id of a serviced-apartment page', () => {
  it('takes the path param of /servicesDetail/{propertyId}', () => {
    expect(servicedIdOf({ propertyId: 'R1001456' }, '')).toBe('R1001456');
  });

  it('takes the query of the old /servicesDetail?propertyId= form, without an app marker', () => {
    expect(servicedIdOf({}, '?propertyId=R12_android')).toBe('R12');
    expect(servicedIdOf({}, '?id=R77')).toBe('R77');
  });

  it('is empty when no valid listing id is given', () => {
    expect(servicedIdOf({}, '')).toBe('');
    expect(servicedIdOf({}, '?propertyId=../../etc')).toBe('');
    expect(servicedIdOf({ propertyId: '123' }, '')).toBe('');
  });
});
