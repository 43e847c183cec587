/** Estate calls (spec 7.7): search with filters and the four sorts, details, surroundings. */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, get, ok, post, isSorted } from './test-support';

type Card = {
  estateID: number; estateNameWithCulture: string; gscopeCode: string; regionCode: string; avgDealPrice: number | null;
  monthDealCount: number; saleListingCount: number; rentListingCount: number; tagCategory: string; buildingAge: number;
};
type Page = { items: Card[]; total: number };
let env: TestEnv;
let estate: { id: number; district_code: string; name: Record<string, string>; developer_id: number; primary_school_net: string };

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  estate = (await env.db.one(
    `SELECT e.id, e.district_code, e.name, e.developer_id, e.primary_school_net FROM estates e
     WHERE EXISTS (SELECT 1 FROM deals d WHERE d.estate_id = e.id AND d.floor IS NOT NULL) ORDER BY e.sale_listing_count DESC, e.id LIMIT 1`)) as typeof estate;
});
afterAll(() => env.close());

const search = async (body: object, lang = 'zh-hk') => ok(await post<Page>(env, '/Estate/SearchEstate', { pageCount: 100, ...body }, lang));

describe('SearchEstate', () => {
  it.each([
    ['PropertyCountDesc', (c: Card) => c.saleListingCount + c.rentListingCount, 'desc'],
    ['DealCountDesc', (c: Card) => c.monthDealCount, 'desc'],
    ['DealAvgPriceAsc', (c: Card) => c.avgDealPrice, 'asc'],
    ['DealAvgPriceDesc', (c: Card) => c.avgDealPrice, 'desc'],
  ] as const)('sorts by %s', async (order, key, dir) => {
    const page = await search({ order });
    expect(page.items.length).toBeGreaterThan(10);
    expect(isSorted(page.items, key, dir)).toBe(true);
  });

  it('filters by district, developer, school net, price band, age and keyword', async () => {
    const all = await search({});
    const byZone = await search({ zoneCode: estate.district_code });
    expect(byZone.total).toBeLessThan(all.total);
    expect(byZone.items.every((c) => c.gscopeCode === estate.district_code)).toBe(true);
    const dev = await search({ developers: [estate.developer_id] });
    const devCount = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM estates WHERE developer_id = $1', [estate.developer_id]);
    expect(dev.total).toBe(devCount?.n);
    const net = await search({ schoolNets: [estate.primary_school_net] });
    expect(net.items.map((c) => c.estateID)).toContain(estate.id);
    const band = await search({ priceCode: '10000-15000' });
    const inBand = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM estates WHERE avg_deal_price_sqft >= 10000 AND avg_deal_price_sqft < 15000');
    expect(band.total).toBe(inBand?.n);
    expect(band.items.every((c) => c.avgDealPrice !== null && c.avgDealPrice >= 10000 && c.avgDealPrice < 15000)).toBe(true);
    const age = await search({ buildingAge: '21-30' });
    const aged = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM estates WHERE extract(year FROM age(current_date, occupation_date)) BETWEEN 21 AND 30');
    expect(age.total).toBe(aged?.n);
    expect(age.items.every((c) => c.buildingAge >= 21 && c.buildingAge <= 30)).toBe(true);
    const kw = await search({ keywords: estate.name['en-us'] }, 'en-us');
    expect(kw.items.map((c) => c.estateNameWithCulture)).toContain(estate.name['en-us']);
  });

  it('pages with a total and rejects a bad order or band', async () => {
    const p1 = await search({ pageCount: 5, pageIndex: 1 });
    const p2 = await search({ pageCount: 5, pageIndex: 2 });
    expect(p1.total).toBe(p2.total);
    expect(p1.items.map((c) => c.estateID)).not.toEqual(p2.items.map((c) => c.estateID));
    const bad = await post(env, '/Estate/SearchEstate', { order: 'Cheapest' });
    expect([bad.status, bad.body.field]).toEqual([400, 'body.order']);
    const band = await post(env, '/Estate/SearchEstate', { priceCode: 'x' });
    expect([band.status, band.body.field]).toEqual([400, 'body.priceCode']);
  });
});

describe('estate pages', () => {
  it('GetEstate answers the estate in the request language; isNeedDetail adds trend and phases; 404 otherwise', async () => {
    const en = ok(await get<Record<string, unknown>>(env, '/Estate/GetEstate', { estateId: estate.id }, 'en-us'));
    expect(en.estateNameWithCulture).toBe(estate.name['en-us']);
    expect(en.trend).toBeUndefined();
    const cn = ok(await get<{ estateNameWithCulture: string; trend: { month: string }[]; phases: unknown[] }>(
      env, '/Estate/GetEstate', { estateId: estate.id, isNeedDetail: true }, 'zh-cn'));
    expect(cn.estateNameWithCulture).toBe(estate.name['zh-cn']);
    expect(cn.trend.length).toBeGreaterThan(0);
    expect(isSorted(cn.trend, (t) => t.month, 'asc')).toBe(true);
    expect((await get(env, '/Estate/GetEstate', { estateId: 1 })).status).toBe(404);
    expect((await get(env, '/Estate/GetEstate', { estateId: 'abc' })).body.field).toBe('query.estateId');
  });

  it('GetPhaseBuilding and GetBuildingRoomDealInfo', async () => {
    const phases = ok(await get<{ buildings: { buildingCode: string }[] }[]>(env, '/Estate/GetPhaseBuilding', { estateId: estate.id }));
    const codes = phases.flatMap((p) => p.buildings.map((b) => b.buildingCode));
    const count = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM estate_buildings WHERE estate_id = $1', [estate.id]);
    expect(codes.length).toBe(count?.n);
    const withDeals = await env.db.one<{ code: string }>(
      'SELECT b.code FROM estate_buildings b JOIN deals d ON d.building_id = b.id WHERE d.floor IS NOT NULL AND d.rental_type = 1 LIMIT 1');
    const info = ok(await get<{ units: { dealCount: number; lastPrice: number }[] }>(env, '/Estate/GetBuildingRoomDealInfo', { buildingCode: withDeals?.code ?? '' }));
    expect(info.units.length).toBeGreaterThan(0);
    expect(info.units.every((u) => u.dealCount >= 1 && u.lastPrice > 0)).toBe(true);
    expect((await get(env, '/Estate/GetBuildingRoomDealInfo', { buildingCode: 'nope' })).status).toBe(404);
  });

  it('GetEstateAgentByEstateId answers agents with listings in the estate, most first', async () => {
    const agents = ok(await get<{ agentID: number; listingCount: number }[]>(env, '/Estate/GetEstateAgentByEstateId', { estateId: estate.id }));
    expect(agents.length).toBeGreaterThan(0);
    expect(isSorted(agents, (a) => a.listingCount, 'desc')).toBe(true);
    const n = await env.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM listings WHERE estate_id = $1 AND agent_id = $2 AND status IN (4, 8)', [estate.id, agents[0]?.agentID]);
    expect(agents[0]?.listingCount).toBe(n?.n);
  });

  it('GetEstateAroundInfos computes stations within 1.5 km and nearby estates by distance', async () => {
    const a = ok(await get<{ stations: { distance: number; lines: unknown[] }[]; estates: { distance: number }[]; schoolNets: { code: string }[] }>(
      env, '/EstateAroundInfo/GetEstateAroundInfos', { estateId: estate.id }));
    expect(a.stations.every((s) => s.distance <= 1500 && s.lines.length > 0)).toBe(true);
    expect(isSorted(a.stations, (s) => s.distance, 'asc')).toBe(true);
    expect(isSorted(a.estates, (s) => s.distance, 'asc')).toBe(true);
    expect(a.schoolNets.map((s) => s.code)).toContain(estate.primary_school_net);
  });

  it('GetEstateDemographicById is labelled as an estimate in every language', async () => {
    const d = ok(await get<{ isEstimate: boolean; basisWithCulture: string; households: number; estimatedResidents: number }>(
      env, '/Estate/GetEstateDemographicById', { estateId: estate.id }, 'en-us'));
    expect(d.isEstimate).toBe(true);
    expect(d.basisWithCulture).toMatch(/^Estimate/);
    expect(d.estimatedResidents).toBe(Math.round(d.households * 2.7));
    const hk = ok(await get<{ basisWithCulture: string }>(env, '/Estate/GetEstateDemographicById', { estateId: estate.id }));
    expect(hk.basisWithCulture).toMatch(/^估算/);
  });

  it('GetNearbyEstateList answers the nearest estates first', async () => {
    const list = ok(await get<{ estateID: number; distance: number }[]>(env, '/Estate/GetNearbyEstateList', { estateID: estate.id, count: 5 }));
    expect(list.length).toBe(5);
    expect(list.some((e) => e.estateID === estate.id)).toBe(false);
    expect(isSorted(list, (e) => e.distance, 'asc')).toBe(true);
  });

  it('SearchEstateFacilities and SearchDeveloperResponses', async () => {
    const all = ok(await post<{ facilitiesID: number }[]>(env, '/Estate/SearchEstateFacilities', {}));
    const own = ok(await post<{ facilitiesID: number }[]>(env, '/Estate/SearchEstateFacilities', { estateId: estate.id }));
    const ids = await env.db.one<{ f: number[] }>('SELECT facility_ids AS f FROM estates WHERE id = $1', [estate.id]);
    expect(own.map((f) => f.facilitiesID).sort((a, b) => a - b)).toEqual([...(ids?.f ?? [])].map(Number).sort((a, b) => a - b));
    expect(all.length).toBeGreaterThan(own.length);
    const devs = ok(await post<{ developerID: number; estateCount: number; shortNameWithCulture: string }[]>(
      env, '/Estate/SearchDeveloperResponses', { developerIds: [estate.developer_id] }, 'en-us'));
    expect(devs.length).toBe(1);
    expect(devs[0]?.estateCount).toBeGreaterThan(0);
  });
});
