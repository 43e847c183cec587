import { priceListFilterOf, priceListQuery, unitQuery } from './price-list-query';

describe('the price list filter in the address', () => {
  it('reads tower, floor, room count, price sheet and page, ignoring what is not a number in range', () => {
    expect(priceListFilterOf('?tower=43&floor=15&rooms=0&sheet=2&page=3')).toEqual({ tower: 43, floor: 15, rooms: 0, sheet: 2, page: 3 });
    expect(priceListFilterOf('tower=x&floor=999&rooms=11&page=0')).toEqual({ page: 1 });
  });

  it('asks GetNewEstateRoomById for the filtered page, and writes the filter back without page 1', () => {
    expect(unitQuery(80019, { tower: 43, rooms: 1, page: 2 })).toEqual({ estateId: 80019, pageIndex: 2, pageCount: 50, towerId: 43, roomNumber: 1 });
    expect(unitQuery(80019, { page: 1 })).toEqual({ estateId: 80019, pageIndex: 1, pageCount: 50 });
    expect(priceListQuery({ floor: 3, page: 1 })).toEqual({ tower: undefined, floor: 3, rooms: undefined, sheet: undefined, page: undefined });
  });
});
