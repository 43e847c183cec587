import { pageOf, percentFrom, roomTypeIdOf, saleEstateIdOf } from './room-type';

describe('room type helpers', () => {
  it('take a room type id of the flat letter and the estate id only', () => {
    expect(roomTypeIdOf({ id: 'B10001' })).toBe('B10001');
    expect(roomTypeIdOf({ id: 'AB7' })).toBe('AB7');
    for (const id of ['10001', 'b10001', 'B0', 'B01', 'ABC1', 'B1234567890', '']) expect(roomTypeIdOf({ id })).toBeNull();
    expect(roomTypeIdOf({})).toBeNull();
  });

  it("read the sale detail's estate from id or estateId", () => {
    expect(saleEstateIdOf('?id=10001')).toBe(10001);
    expect(saleEstateIdOf('estateId=42')).toBe(42);
    expect(saleEstateIdOf('?id=0')).toBeNull();
    expect(saleEstateIdOf('?id=1x')).toBeNull();
    expect(saleEstateIdOf('')).toBeNull();
  });

  it('read the page and compare prices in whole percent', () => {
    expect([pageOf('?page=3'), pageOf('?page=0'), pageOf('?page=x'), pageOf('')]).toEqual([3, 1, 1, 1]);
    expect(percentFrom(11_000, 10_000)).toBe(10);
    expect(percentFrom(9_449, 10_000)).toBe(-6);
    expect(percentFrom(null, 10_000)).toBeNull();
    expect(percentFrom(10_000, 0)).toBeNull();
  });
});
