/** Listing detail, contact cards, valuation, recommendations and statistics (spec 7.3). */
import type { PropertyDetail, PropertyListItem } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, get, ok, post, isSorted } from './test-support';

type Page = { items: PropertyListItem[]; total: number };
let env: TestEnv;
let saleId: string;
let estateId: number;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  const r = await env.db.one<{ id: string; estate_id: number }>(
    `SELECT l.id, l.estate_id FROM listings l WHERE l.status = 4 AND l.rental_type = 1 AND l.agent_id IS NOT NULL
     ORDER BY (SELECT count(*) FROM listings o WHERE o.estate_id = l.estate_id) DESC, l.id LIMIT 1`);
  saleId = r?.id ?? '';
  estateId = r?.estate_id ?? 0;
});
afterAll(() => env.close());

describe('GetProperty', () => {
  it('answers every detail in the request language and counts no view (AddPropertyView does: test/page-views)', async () => {
    const before = await env.db.one<{ view_count: number }>('SELECT view_count FROM listings WHERE id = $1', [saleId]);
    const d = ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: saleId }, 'en-us'));
    const row = await env.db.one<Record<string, unknown>>('SELECT * FROM listings WHERE id = $1', [saleId]);
    expect(d.propertyID).toBe(saleId);
    expect(d.viewCount).toBe(Number(before?.view_count));
    expect(d.titleWithCulture).toBe((row?.title as Record<string, string>)['en-us']);
    expect(d.descriptionWithCulture).toBe((row?.description as Record<string, string>)['en-us']);
    expect(d.propertyStatusWithCulture).toBe('Effective');
    expect(d.salePrice).toBe(Number(row?.sale_price));
    expect(d.saleableAvgPrice).toBe(Number(row?.saleable_avg_price));
    expect(d.listingNo).toBe(row?.listing_no);
    expect(d.photos.length).toBe((row?.photos as string[]).length);
    expect(d.photos[0]).toMatch(/^\/api\/Media\/photo\/.+\.svg$/);
    expect(d.expireTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(d.contactHidden).toBe(false);
    const hk = ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: saleId }));
    expect(hk.propertyStatusWithCulture).toBe('生效中');
    expect(hk.viewCount).toBe(d.viewCount);
  });

  it('shows the 4.1 state of expired and removed listings', async () => {
    const expired = await env.db.one<{ id: string }>('SELECT id FROM listings WHERE status = 5 LIMIT 1');
    const d = ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: expired?.id ?? '' }, 'zh-cn'));
    expect([d.propertyStatus, d.propertyStatusWithCulture, d.contactHidden]).toEqual([5, '已过期', true]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(env, '/Property/GetProperty', { propertyId: 'S999999999' }, 'en-us');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The requested item could not be found');
    const bad = await get(env, '/Property/GetProperty', { propertyId: '12-ab' });
    expect([bad.status, bad.body.field]).toEqual([400, 'query.propertyId']);
  });
});

describe('contact cards', () => {
  it('answers the agent card with licence and company, and masks the phone of hidden listings', async () => {
    const card = ok(await get<{ agentID: number; phone: string; license: string; companyNameWithCulture: string }>(
      env, '/Property/GetPropertyUserInfoById', { propertyId: saleId }));
    const agent = await env.db.one<{ phone: string; license: string }>(
      'SELECT a.phone, a.license FROM agents a JOIN listings l ON l.agent_id = a.id WHERE l.id = $1', [saleId]);
    expect([card.phone, card.license]).toEqual([agent?.phone, agent?.license]);
    expect(card.companyNameWithCulture).toBeTruthy();
    const hidden = await env.db.one<{ id: string }>('SELECT id FROM listings WHERE status IN (5, 6) LIMIT 1');
    const list = ok(await post<{ propertyID: string; phone: string; contactHidden: boolean }[]>(
      env, '/Property/GetPropertyUserInfoList', { propertyIds: [saleId, hidden?.id] }));
    expect(list.map((c) => c.propertyID)).toEqual([saleId, hidden?.id]);
    expect(list[1]?.contactHidden).toBe(true);
    expect(list[1]?.phone).toMatch(/\*{4}$/);
    expect((await get(env, '/Property/GetPropertyUserInfoById', { propertyId: 'S1' })).status).toBe(404);
  });
});

describe('GetPropertyEvaluation', () => {
  it("values the flat from its estate's sale deals brought to today, with the back-tested error beside it", async () => {
    type Evaluation = {
      valuation: number; avgPricePerSqft: number; saleableArea: number; low: number; high: number; dealCount: number; periodMonths: number;
      deals: { dealDate: string; price: number; pricePerSqft: number }[]; accuracy: { sampleSize: number; medianAbsErrorPct: number; within10Pct: number };
    };
    const e = ok(await get<Evaluation>(env, '/Property/GetPropertyEvaluation', { propertyId: saleId }));
    expect(e.dealCount).toBeGreaterThan(0);
    expect(e.valuation).toBe(Math.round((e.avgPricePerSqft * e.saleableArea) / 1000) * 1000);
    // the estate's recent deals per sq ft bracket the valuation's
    const psf = (await env.db.query<{ p: number }>(
      `SELECT price_per_sqft AS p FROM deals WHERE estate_id = $1 AND rental_type = 1 ORDER BY deal_date DESC, id DESC LIMIT 10`, [estateId])).map((d) => Number(d.p));
    expect(e.avgPricePerSqft).toBeGreaterThan(Math.min(...psf) * 0.85);
    expect(e.avgPricePerSqft).toBeLessThan(Math.max(...psf) * 1.15);
    const err = e.accuracy.medianAbsErrorPct / 100;
    expect(e.accuracy.sampleSize).toBeGreaterThan(0);
    expect(e.low).toBe(Math.round((e.valuation * (1 - err)) / 1000) * 1000);
    expect(e.high).toBe(Math.round((e.valuation * (1 + err)) / 1000) * 1000);
    expect(isSorted(e.deals, (d) => d.dealDate, 'desc')).toBe(true);
    expect(e.periodMonths).toBe(24);
  });
});

describe('recommendations', () => {
  it('GetRecommendedProperty: same kind, estate or district, never the listing itself', async () => {
    const district = await env.db.one<{ district_code: string }>('SELECT district_code FROM listings WHERE id = $1', [saleId]);
    const items = ok(await get<PropertyListItem[]>(env, '/Property/GetRecommendedProperty', { propertyId: saleId }));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.propertyID).not.toBe(saleId);
      expect(i.rentalType).toBe(1);
      expect(i.estateID === estateId || i.gscopeCode === district?.district_code).toBe(true);
    }
  });

  it('GetPropertyRecommendV2: the same room count', async () => {
    const d = ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: saleId }));
    const items = ok(await get<PropertyListItem[]>(env, '/Property/GetPropertyRecommendV2', { propertyId: saleId, count: 4 }));
    expect(items.length).toBeLessThanOrEqual(4);
    for (const i of items) expect([i.roomNumber, i.rentalType]).toEqual([d.roomNumber, 1]);
  });

  it('SearchTopProperty answers promoted listings of the filter', async () => {
    const items = ok(await post<PropertyListItem[]>(env, '/Property/SearchTopProperty', { rentalType: 1 }));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect([i.topType, i.rentalType]).toEqual([3, 1]);
  });

  it('GetEstateRecommendProperty answers listings of the estate without the excluded one', async () => {
    const items = ok(await post<PropertyListItem[]>(env, '/Property/GetEstateRecommendProperty', { estateId, excludePropertyId: saleId, count: 20 }));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.estateID).toBe(estateId);
    expect(items.some((i) => i.propertyID === saleId)).toBe(false);
  });

  it('SearchPropertyTopEstate counts listings per estate for the filter', async () => {
    const top = ok(await post<{ estateID: number; propertyCount: number }[]>(env, '/Property/SearchPropertyTopEstate', { rentalType: 1, pageCount: 3 }));
    expect(top.length).toBe(3);
    expect(isSorted(top, (t) => t.propertyCount, 'desc')).toBe(true);
    const check = ok(await post<Page>(env, '/Property/SearchProperty', { rentalType: 1, estateIds: [top[0]?.estateID] }));
    expect(check.total).toBe(top[0]?.propertyCount);
  });

  it('SearchRecommendNoPropertyDataForSrpList relaxes an empty search to its kind and district', async () => {
    const body = { rentalType: 2, zoneCode: (await env.db.one<{ c: string }>("SELECT district_code AS c FROM listings WHERE rental_type = 2 AND status = 4 LIMIT 1"))?.c, minPriceValue: 1e9 };
    expect(ok(await post<Page>(env, '/Property/SearchProperty', body)).total).toBe(0);
    const items = ok(await post<PropertyListItem[]>(env, '/Property/SearchRecommendNoPropertyDataForSrpList', body));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect([i.rentalType, i.gscopeCode]).toEqual([2, body.zoneCode]);
  });

  it('SearchRecommendPropertyForSrpList answers listings nearby that the filter left out', async () => {
    const zone = (await env.db.one<{ c: string }>("SELECT district_code AS c FROM listings WHERE rental_type = 1 AND status = 4 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"))?.c;
    const items = ok(await post<PropertyListItem[]>(env, '/Property/SearchRecommendPropertyForSrpList', { rentalType: 1, zoneCode: zone, roomNumbers: [2] }));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.gscopeCode === zone && i.roomNumber !== 2 && i.rentalType === 1).toBe(true);
  });

  it('GetLatestProperty answers the 9 newest of a kind', async () => {
    const items = ok(await get<PropertyListItem[]>(env, '/Property/GetLatestProperty', { rentalType: 2 }));
    expect(items.length).toBe(9);
    expect(items.every((i) => i.rentalType === 2)).toBe(true);
    expect(isSorted(items, (i) => i.publishTime, 'desc')).toBe(true);
  });

  it('GetRecommendPropertyByNewEsateId answers sale listings in the development district; 404 otherwise', async () => {
    const ne = await env.db.one<{ id: number; district_code: string }>(
      'SELECT n.id, n.district_code FROM new_estates n WHERE EXISTS (SELECT 1 FROM listings l WHERE l.district_code = n.district_code AND l.status = 4 AND l.rental_type = 1) LIMIT 1');
    const items = ok(await get<PropertyListItem[]>(env, '/Property/GetRecommendPropertyByNewEsateId', { newEsateId: ne?.id ?? 0 }));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect([i.gscopeCode, i.rentalType]).toEqual([ne?.district_code, 1]);
    expect((await get(env, '/Property/GetRecommendPropertyByNewEsateId', { newEsateId: 1 })).status).toBe(404);
  });
});

describe('statistics for the current filter', () => {
  type Bucket = { dictionaryValue: string; dictionaryNameWithCulture: string; count: number };
  it.each([
    ['/Property/GetPropertyPriceStat', 'priceCode'],
    ['/Property/GetPropertySaleableAreaStat', 'saleableArea'],
    ['/Property/GetPropertyBuildingAreaStat', 'buildingArea'],
    ['/Property/GetPropertyAgeStat', 'buildingAge'],
  ])('%s: each band counts what SearchProperty finds with that band', async (path, field) => {
    const filter = { rentalType: 1, roomNumbers: [2, 3] };
    const buckets = ok(await post<Bucket[]>(env, path, filter, 'en-us'));
    expect(buckets.length).toBeGreaterThan(3);
    const total = ok(await post<Page>(env, '/Property/SearchProperty', filter)).total;
    expect(buckets.reduce((a, b) => a + b.count, 0)).toBe(total);
    for (const b of buckets.slice(0, 4)) {
      const page = ok(await post<Page>(env, '/Property/SearchProperty', { ...filter, [field]: b.dictionaryValue }));
      expect(page.total).toBe(b.count);
    }
  });

  it('room statistics count every room band, the own room filter left out', async () => {
    const buckets = ok(await post<Bucket[]>(env, '/Property/GetPropertyRoomNumberStat', { rentalType: 2, roomNumbers: [1] }, 'en-us'));
    expect(buckets.map((b) => b.dictionaryValue)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(buckets[0]?.dictionaryNameWithCulture).toBe('Studio');
    const total = ok(await post<Page>(env, '/Property/SearchProperty', { rentalType: 2 })).total;
    expect(buckets.reduce((a, b) => a + b.count, 0)).toBe(total);
  });
});
