/** Room types of an estate: GetEstateRoomTypeList and GetEstateRoomType (one flat letter of every block). */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { flatLetterOf, parseRoomTypeId } from './estate-room-type';
import { SEED, get, isSorted, ok } from './test-support';

type RoomType = {
  roomTypeId: string; estateID: number; flat: string; roomNumber: number | null; saleableArea: { min: number; max: number } | null;
  buildingArea: { min: number; max: number } | null; flatCount: number; saleDealCount: number; avgDealPricePerSqft: number | null;
  lastDealDate: string | null; saleListingCount: number; rentListingCount: number; minSalePrice: number | null; avgAskingPricePerSqft: number | null;
};
type List = {
  estateID: number; estateNameWithCulture: string; roomTypes: RoomType[];
  summary: { saleListingCount: number; minSalePrice: number | null; maxSalePrice: number | null; saleDealCount: number; avgDealPricePerSqft: number | null; dealsFrom: string | null; dealsTo: string | null };
};
type Deal = { dealID: number; flat: string | null; rentalType: number; dealDate: string; estateID: number; pricePerSqft: number; saleableArea: number };
type Card = { propertyID: string; rentalType: number; price: number; estateID: number; isServiced: boolean };
type Detail = {
  roomType: RoomType; estate: { estateID: number; estateNameWithCulture: string; avgDealPricePerSqft: number | null };
  buildings: { buildingID: number; floors: number; tradedFlatCount: number }[];
  flats: { buildingID: number; floor: number; flat: string; lastDealID: number; lastDealDate: string; saleDealCount: number }[];
  tradedFlatCount: number;
  deals: { items: Deal[]; total: number; pageIndex: number; pageCount: number };
  saleListings: Card[]; rentListings: Card[]; roomTypes: { roomTypeId: string; flat: string }[];
};

let env: TestEnv;
let estate: { id: number; name: Record<string, string>; flats_per_floor: number };

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  // an estate with sale listings and deals of its flats
  estate = (await env.db.one(
    `SELECT e.id, e.name, (SELECT max(flats_per_floor) FROM estate_buildings b WHERE b.estate_id = e.id) AS flats_per_floor
     FROM estates e WHERE EXISTS (SELECT 1 FROM listings l WHERE l.estate_id = e.id AND l.rental_type = 1 AND l.status IN (4, 8))
       AND EXISTS (SELECT 1 FROM listings l WHERE l.estate_id = e.id AND l.rental_type = 2 AND l.status IN (4, 8) AND NOT l.is_serviced)
     ORDER BY e.sale_listing_count DESC, e.id LIMIT 1`)) as typeof estate;
});
afterAll(() => env.close());

const list = (estateId: number | string, lang = 'zh-hk') => get<List>(env, '/Estate/GetEstateRoomTypeList', { estateId }, lang);
const detail = (query: Record<string, string | number>, lang = 'zh-hk') => get<Detail>(env, '/Estate/GetEstateRoomType', query, lang);

describe('room type ids', () => {
  it('are the flat letter then the estate id', () => {
    expect(parseRoomTypeId('B10001')).toEqual({ flat: 'B', estateId: 10001 });
    expect(parseRoomTypeId('AB7')).toEqual({ flat: 'AB', estateId: 7 });
    expect(parseRoomTypeId('b10001')).toBeNull();
    expect(parseRoomTypeId('B01')).toBeNull();
    expect([flatLetterOf(0), flatLetterOf(25), flatLetterOf(26), flatLetterOf(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });
});

describe('GetEstateRoomTypeList', () => {
  it("lists one room type per flat letter of the estate's blocks, with figures that match the records", async () => {
    const r = ok(await list(estate.id, 'en-us'));
    expect(r.estateNameWithCulture).toBe(estate.name['en-us']);
    expect(r.roomTypes.map((t) => t.flat)).toEqual(Array.from({ length: estate.flats_per_floor }, (_, i) => flatLetterOf(i)));
    const units = await env.db.one<{ n: number }>('SELECT sum(floors * flats_per_floor)::int AS n FROM estate_buildings WHERE estate_id = $1', [estate.id]);
    expect(r.roomTypes.reduce((s, t) => s + t.flatCount, 0)).toBe(units?.n);
    for (const t of r.roomTypes) {
      expect(t.roomTypeId).toBe(`${t.flat}${estate.id}`);
      const live = await env.db.one<{ sale: number; rent: number; lo: string | null }>(
        `SELECT count(*) FILTER (WHERE rental_type = 1)::int AS sale, count(*) FILTER (WHERE rental_type = 2)::int AS rent,
           min(sale_price) AS lo FROM listings WHERE estate_id = $1 AND flat = $2 AND status IN (4, 8) AND NOT is_serviced`, [estate.id, t.flat]);
      expect([t.flat, t.saleListingCount, t.rentListingCount, t.minSalePrice]).toEqual([t.flat, live?.sale, live?.rent, live?.lo === null || live?.lo === undefined ? null : Number(live.lo)]);
      if (t.saleableArea) expect(t.saleableArea.min).toBeLessThanOrEqual(t.saleableArea.max);
    }
    // the seed gives every flat of a letter one saleable area
    const dealt = r.roomTypes.find((t) => t.saleDealCount > 0);
    expect(dealt).toBeDefined();
    const sizes = await env.db.query<{ s: number }>(
      'SELECT DISTINCT saleable_area AS s FROM deals WHERE estate_id = $1 AND flat = $2', [estate.id, dealt?.flat]);
    expect(sizes).toHaveLength(1);
    expect(dealt?.saleableArea?.min).toBe(sizes[0]?.s);
    expect(dealt?.avgDealPricePerSqft).toBeGreaterThan(0);
  });

  it("sums up the estate's sale listings and its sale deals of the last 12 months", async () => {
    const { summary, roomTypes } = ok(await list(estate.id));
    const live = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM listings WHERE estate_id = $1 AND rental_type = 1 AND status IN (4, 8)', [estate.id]);
    expect(summary.saleListingCount).toBe(live?.n);
    expect(summary.saleListingCount).toBeGreaterThanOrEqual(roomTypes.reduce((s, t) => s + t.saleListingCount, 0));
    expect(summary.minSalePrice).toBeLessThanOrEqual(summary.maxSalePrice ?? 0);
    const top = await env.db.one<{ d: string }>("SELECT to_char(max(deal_date), 'YYYY-MM-DD') AS d FROM deals");
    expect(summary.dealsTo).toBe(top?.d);
    const deals = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM deals WHERE estate_id = $1 AND rental_type = 1 AND deal_date >= $2::date AND deal_date <= $3::date`,
      [estate.id, summary.dealsFrom, summary.dealsTo]);
    expect(summary.saleDealCount).toBe(deals?.n);
    expect(summary.saleDealCount).toBe(roomTypes.reduce((s, t) => s + t.saleDealCount, 0));
  });

  it('answers 404 for an unknown estate and 400 for a bad id', async () => {
    expect((await list(1)).status).toBe(404);
    const bad = await list('abc');
    expect([bad.status, bad.body.field]).toEqual([400, 'query.estateId']);
    expect((await get(env, '/Estate/GetEstateRoomTypeList', {})).status).toBe(400);
  });
});

describe('GetEstateRoomType', () => {
  it('gives the layout, its blocks, traded flats, sale deals newest first and its cheapest listings', async () => {
    const types = ok(await list(estate.id)).roomTypes;
    const t = types.find((x) => x.saleListingCount > 0) ?? types[0]!;
    const r = ok(await detail({ roomTypeId: t.roomTypeId }, 'zh-cn'));
    expect(r.roomType).toEqual(t);
    expect(r.estate.estateNameWithCulture).toBe(estate.name['zh-cn']);
    expect(r.roomTypes.map((x) => x.roomTypeId)).toEqual(types.map((x) => x.roomTypeId));
    expect(r.buildings.reduce((s, b) => s + b.floors, 0)).toBe(t.flatCount);
    expect(r.buildings.reduce((s, b) => s + b.tradedFlatCount, 0)).toBe(r.tradedFlatCount);
    expect(r.flats.length).toBe(Math.min(30, r.tradedFlatCount));
    expect(r.flats.every((f) => f.flat === t.flat && f.saleDealCount >= 1)).toBe(true);
    expect(isSorted(r.flats, (f) => f.lastDealDate, 'desc')).toBe(true);
    expect(new Set(r.flats.map((f) => `${f.buildingID}/${f.floor}`)).size).toBe(r.flats.length);
    const total = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE estate_id = $1 AND flat = $2 AND rental_type = 1', [estate.id, t.flat]);
    expect(r.deals.total).toBe(total?.n);
    expect(r.deals.items.length).toBe(Math.min(10, r.deals.total));
    expect(r.deals.items.every((d) => d.flat === t.flat && d.rentalType === 1 && d.estateID === estate.id)).toBe(true);
    expect(isSorted(r.deals.items, (d) => d.dealDate, 'desc')).toBe(true);
    // the newest sale of a traded flat is a deal of the layout
    if (r.flats[0]) expect(r.flats[0].lastDealDate).toBe(r.deals.items[0]?.dealDate);
    expect(r.saleListings.length).toBe(Math.min(6, t.saleListingCount));
    expect(r.saleListings.every((l) => l.rentalType === 1 && l.estateID === estate.id)).toBe(true);
    expect(isSorted(r.saleListings, (l) => l.price, 'asc')).toBe(true);
    if (r.saleListings[0]) expect(r.saleListings[0].price).toBe(t.minSalePrice);
    expect(r.rentListings.every((l) => l.rentalType === 2 && !l.isServiced)).toBe(true);
  });

  it('pages the lease deals of the layout', async () => {
    const t = ok(await list(estate.id)).roomTypes.find((x) => x.saleDealCount > 0)!;
    const p1 = ok(await detail({ roomTypeId: t.roomTypeId, rentalType: 2, pageCount: 3, pageIndex: 1 }));
    const p2 = ok(await detail({ roomTypeId: t.roomTypeId, rentalType: 2, pageCount: 3, pageIndex: 2 }));
    expect(p1.deals.total).toBeGreaterThan(3);
    expect(p1.deals.items.every((d) => d.rentalType === 2)).toBe(true);
    expect(p2.deals.pageIndex).toBe(2);
    expect(p1.deals.items.map((d) => d.dealID)).not.toEqual(expect.arrayContaining(p2.deals.items.map((d) => d.dealID)));
  });

  it('answers 404 for a layout or estate that does not exist and 400 (never 500) for a malformed id', async () => {
    expect((await detail({ roomTypeId: `Z${estate.id}` })).status).toBe(estate.flats_per_floor >= 26 ? 200 : 404);
    expect((await detail({ roomTypeId: 'A1' })).status).toBe(404);
    for (const bad of ['10001', 'b10001', 'B0', 'B-1', `B${'9'.repeat(12)}`, "B1' OR 1=1", 'ÄB1']) {
      const a = await detail({ roomTypeId: bad });
      expect([bad, a.status, a.body.field]).toEqual([bad, 400, 'query.roomTypeId']);
    }
    const kind = await detail({ roomTypeId: `A${estate.id}`, rentalType: 3 });
    expect([kind.status, kind.body.field]).toEqual([400, 'query.rentalType']);
    const page = await detail({ roomTypeId: `A${estate.id}`, pageCount: 500 });
    expect([page.status, page.body.field]).toEqual([400, 'query.pageCount']);
  });
});
