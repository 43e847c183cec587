/** New development calls (spec 7.6) and the list search. */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, get, ok, post, isSorted } from './test-support';

type Card = { estateId: number; salesStatus: number; salesStatusWithCulture: string; minPrice: number | null; hotScore: number; gscopeCode: string; features: number[]; salesStartDate: string | null };
type Unit = { unitID: number; status: number; towerID: number; roomTypeID: number | null; listPrice: number; statusWithCulture: string };
let env: TestEnv;
let id: number;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  id = Number((await env.db.one<{ id: number }>(
    `SELECT n.id FROM new_estates n WHERE n.sales_status = 2 AND jsonb_array_length(n.discounts) > 0
     AND EXISTS (SELECT 1 FROM new_estate_units u WHERE u.new_estate_id = n.id AND u.status = 3) ORDER BY n.id LIMIT 1`))?.id);
});
afterAll(() => env.close());

describe('SearchNewEstate', () => {
  it('filters by sales status, district, features and launch year', async () => {
    const onSale = ok(await post<{ items: Card[]; total: number }>(env, '/NewEstate/SearchNewEstate', { saleStatuses: [2], pageCount: 100 }, 'en-us'));
    const n = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM new_estates WHERE sales_status = 2');
    expect(onSale.total).toBe(n?.n);
    expect(onSale.items.every((c) => c.salesStatus === 2 && c.salesStatusWithCulture === 'On sale')).toBe(true);
    const feature = ok(await post<{ items: Card[] }>(env, '/NewEstate/SearchNewEstate', { newFeature: [1], pageCount: 100 }));
    expect(feature.items.length).toBeGreaterThan(0);
    expect(feature.items.every((c) => c.features.includes(1))).toBe(true);
    const year = ok(await post<{ items: Card[] }>(env, '/NewEstate/SearchNewEstate', { intakeTime: ['2026-2026'], pageCount: 100 }));
    const launched = await env.db.one<{ n: number }>("SELECT count(*)::int AS n FROM new_estates WHERE extract(year FROM sales_start_date) = 2026");
    expect(year.items.length).toBe(Math.min(100, launched?.n ?? 0));
    expect(year.items.length).toBeGreaterThan(0);
    expect(year.items.every((c) => c.salesStartDate?.startsWith('2026'))).toBe(true);
  });

  it.each([
    ['HotDesc', (c: Card) => c.hotScore, 'desc'], ['PriceAsc', (c: Card) => c.minPrice, 'asc'], ['PriceDesc', (c: Card) => c.minPrice, 'desc'],
  ] as const)('sorts by %s', async (order, key, dir) => {
    const page = ok(await post<{ items: Card[] }>(env, '/NewEstate/SearchNewEstate', { order, pageCount: 50 }));
    expect(isSorted(page.items, key, dir)).toBe(true);
  });
});

describe('a development', () => {
  it('GetNewEstateById answers units sold and available, price sheets and the flat-to-carpark ratio', async () => {
    const d = ok(await get<{ totalUnits: number; soldUnits: number; availableUnits: number; reservedUnits: number; priceSheets: { priceListNumber: number }[]; flatCarparkRatio: number | null }>(
      env, '/NewEstate/GetNewEstateById', { estateId: id }));
    const c = await env.db.one<{ t: number; s: number }>(
      'SELECT count(*)::int AS t, count(*) FILTER (WHERE status = 3)::int AS s FROM new_estate_units WHERE new_estate_id = $1', [id]);
    expect([d.totalUnits, d.soldUnits]).toEqual([c?.t, c?.s]);
    expect(d.availableUnits + d.soldUnits + d.reservedUnits).toBe(d.totalUnits);
    expect(d.priceSheets.length).toBeGreaterThan(0);
    expect((await get(env, '/NewEstate/GetNewEstateById', { estateId: 1 })).status).toBe(404);
  });

  it('discounts, payment plans and sales arrangements come back as text in the request language', async () => {
    const en = ok(await get<Record<string, unknown>[]>(env, '/NewEstate/GetNewEstateBonusById', { estateId: id }, 'en-us'));
    const hk = ok(await get<Record<string, unknown>[]>(env, '/NewEstate/GetNewEstateBonusById', { estateId: id }));
    expect(en.length).toBeGreaterThan(0);
    expect(JSON.stringify(en)).not.toContain('zh-hk');
    expect(JSON.stringify(en)).not.toEqual(JSON.stringify(hk));
    const plans = ok(await get<unknown[]>(env, '/NewEstate/GetNewEstateSchemeById', { estateId: id }, 'zh-cn'));
    expect(plans.length).toBeGreaterThan(0);
    const process = ok(await get<{ salesStatus: number; recentSales: Unit[] }>(env, '/NewEstate/GetNewEstateSaleProcess', { estateId: id }));
    expect(process.salesStatus).toBe(2);
    expect(process.recentSales.every((u) => u.status === 3)).toBe(true);
  });

  it('GetNewEstateRoomById pages units and filters by status', async () => {
    const page = ok(await get<{ items: Unit[]; total: number }>(env, '/NewEstate/GetNewEstateRoomById', { estateId: id, status: 1, pageCount: 10 }, 'en-us'));
    expect(page.items.every((u) => u.status === 1 && u.statusWithCulture === 'For sale')).toBe(true);
    const n = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM new_estate_units WHERE new_estate_id = $1 AND status = 1', [id]);
    expect(page.total).toBe(n?.n);
  });

  it('GetNewEstateRoomById filters the price list by tower, floor, room count, price sheet and unit', async () => {
    const all = ok(await get<{ items: (Unit & { floor: number; priceListNumber: number })[]; total: number }>(
      env, '/NewEstate/GetNewEstateRoomById', { estateId: id, pageCount: 500 }));
    const sample = all.items.find((u) => u.roomTypeID !== null) as Unit & { floor: number; priceListNumber: number };
    const rooms = await env.db.one<{ n: number }>('SELECT room_number AS n FROM new_estate_room_types WHERE id = $1', [sample.roomTypeID]);
    const query = { estateId: id, pageCount: 500, towerId: sample.towerID, floor: sample.floor, roomNumber: rooms?.n ?? -1, priceListNumber: sample.priceListNumber };
    const picked = ok(await get<{ items: (Unit & { floor: number })[]; total: number }>(env, '/NewEstate/GetNewEstateRoomById', query));
    const n = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM new_estate_units u JOIN new_estate_room_types rt ON rt.id = u.room_type_id
       JOIN new_estate_price_sheets ps ON ps.id = u.price_sheet_id
       WHERE u.new_estate_id = $1 AND u.tower_id = $2 AND u.floor = $3 AND rt.room_number = $4 AND ps.number = $5`,
      [id, sample.towerID, sample.floor, rooms?.n, sample.priceListNumber]);
    expect(picked.total).toBe(n?.n);
    expect(picked.total).toBeGreaterThan(0);
    expect(picked.total).toBeLessThan(all.total);
    expect(picked.items.every((u) => u.towerID === sample.towerID && u.floor === sample.floor)).toBe(true);
    const one = ok(await get<{ items: Unit[]; total: number }>(env, '/NewEstate/GetNewEstateRoomById', { estateId: id, unitId: sample.unitID }));
    expect([one.total, one.items[0]?.unitID]).toEqual([1, sample.unitID]);
  });

  it('towers, one tower plan, room types, groups and units by room type agree', async () => {
    const towers = ok(await get<{ towerID: number; unitCount: number }[]>(env, '/NewEstate/GetNewEstateBuildingPlanInfoByEstateId', { estateId: id }));
    const plan = ok(await get<{ units: Unit[]; unitCount: number }>(env, '/NewEstate/GetNewEstatePlanInfoByBuildingId', { estateId: id, buildingId: towers[0]?.towerID ?? 0 }));
    expect(plan.units.length).toBe(plan.unitCount);
    expect(plan.units.every((u) => u.towerID === towers[0]?.towerID)).toBe(true);
    expect((await get(env, '/NewEstate/GetNewEstatePlanInfoByBuildingId', { estateId: id, buildingId: 999999 })).status).toBe(404);
    const types = ok(await get<{ roomTypeID: number; unitCount: number; roomNumber: number }[]>(env, '/NewEstate/GetNewEstateRoomTypeList', { estateID: id }));
    expect(types.length).toBeGreaterThan(0);
    const units = ok(await post<Unit[]>(env, '/NewEstate/GetNewEstateRoomTypeUnitList', { roomTypeId: types[0]?.roomTypeID }, 'zh-hk', `estateId=${id}`));
    expect(units.length).toBe(types[0]?.unitCount);
    const groups = ok(await post<{ roomNumber: number; unitCount: number }[]>(env, '/NewEstate/GetNewEstateRoomTypeGroup', {}, 'zh-hk', `estateId=${id}`));
    expect(groups.reduce((a, g) => a + g.unitCount, 0)).toBe(types.reduce((a, t) => a + t.unitCount, 0));
    const att = ok(await get<{ floorPlans: unknown[]; photos: string[] }>(env, '/NewEstate/GetNewEstateBuildingAttachments', { estateId: id }));
    expect(att.photos.length).toBeGreaterThan(0);
  });

  it('recommendations, for-sale count and hot list', async () => {
    const rec = ok(await get<Card[]>(env, '/NewEstate/GetNewEstateRecommendEstateById', { estateId: id }));
    expect(rec.some((c) => c.estateId === id)).toBe(false);
    const count = ok(await get<{ forSale: number; total: number }>(env, '/NewEstate/GetNewEstateForSaleCount'));
    const n = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM new_estates WHERE sales_status = 2');
    expect(count.forSale).toBe(n?.n);
    const hot = ok(await get<Card[]>(env, '/NewEstate/GetHotNewEstate', { count: 5 }));
    expect(hot.length).toBe(5);
    expect(isSorted(hot, (c) => c.hotScore, 'desc')).toBe(true);
    const bad = await get(env, '/NewEstate/GetHotNewEstate', { count: 0 });
    expect([bad.status, bad.body.field]).toEqual([400, 'query.count']);
  });
});
