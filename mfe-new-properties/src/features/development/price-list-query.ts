/**
 * The price list's filter lives in its address (?tower=43&floor=15&rooms=1&sheet=1&page=2), so a
 * filtered list is server-rendered, shareable, and works from a plain form before hydration.
 */
export interface PriceListFilter { tower?: number; floor?: number; rooms?: number; sheet?: number; page: number }

export const PRICE_LIST_PAGE = 50;

const int = (v: string | null, min: number, max: number) => {
  if (v === null || !/^-?\d{1,4}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
};

export function priceListFilterOf(search: string): PriceListFilter {
  const q = new URLSearchParams(search);
  return {
    tower: int(q.get('tower'), 1, 1e9), floor: int(q.get('floor'), -5, 200), rooms: int(q.get('rooms'), 0, 10),
    sheet: int(q.get('sheet'), 1, 1000), page: int(q.get('page'), 1, 1000) ?? 1,
  };
}

/** GetNewEstateRoomById's query for one page of the filtered price list. */
export function unitQuery(estateId: number, f: PriceListFilter) {
  return {
    estateId, pageIndex: f.page, pageCount: PRICE_LIST_PAGE,
    ...(f.tower !== undefined ? { towerId: f.tower } : {}), ...(f.floor !== undefined ? { floor: f.floor } : {}),
    ...(f.rooms !== undefined ? { roomNumber: f.rooms } : {}), ...(f.sheet !== undefined ? { priceListNumber: f.sheet } : {}),
  };
}

/** The address query of a filter (page 1 is not written). */
export function priceListQuery(f: PriceListFilter): Record<string, number | undefined> {
  return { tower: f.tower, floor: f.floor, rooms: f.rooms, sheet: f.sheet, page: f.page > 1 ? f.page : undefined };
}
