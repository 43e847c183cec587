/**
 * SearchProperty against a seeded database: every filter field narrows to exactly the listings an
 * independent predicate over the raw rows selects (total and rows), every order sorts, paging.
 */
import { PRICE_RANGES, PROPERTY_ORDERS as O, type PropertyListItem } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, ok, post, isSorted } from './test-support';
import { invalidateCatalogCaches } from './cache';

type Raw = Record<string, unknown> & {
  id: string; rental_type: number; status: number; estate_id: number; building_id: number; property_tags: number[];
};
type Page = { items: PropertyListItem[]; total: number; pageIndex: number; pageCount: number };

let env: TestEnv;
let visible: Raw[];
let phaseOf: Map<number, number | null>;
let developerOf: Map<number, number | null>;
let estateKey: Map<number, string>;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** [lo, hi] of the i-th (0-based) band of a price table */
function priceBand(group: keyof typeof PRICE_RANGES, i: number): [number, number] {
  const [lo, hi] = (PRICE_RANGES[group][i] ?? '').split('-').map(Number);
  return [lo ?? NaN, hi ?? NaN];
}

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  visible = (await env.db.query<Raw>('SELECT * FROM listings WHERE status IN (4, 8)')).map((r) => ({
    ...r, rental_type: Number(r.rental_type), status: Number(r.status), property_tags: (r.property_tags as number[]).map(Number),
  }));
  phaseOf = new Map((await env.db.query<{ id: number; phase_id: number | null }>('SELECT id, phase_id FROM estate_buildings')).map((b) => [b.id, b.phase_id]));
  const estates = await env.db.query<{ id: number; developer_id: number | null; search_key: string }>('SELECT id, developer_id, search_key FROM estates');
  developerOf = new Map(estates.map((e) => [e.id, e.developer_id]));
  estateKey = new Map(estates.map((e) => [e.id, e.search_key]));
});
afterAll(() => env.close());

const search = async (body: object, language = 'zh-hk') => ok(await post<Page>(env, '/Property/SearchProperty', { pageCount: 100, ...body }, language));
/** the most common value of a field among visible listings (so the filter selects something) */
function common<T>(pick: (r: Raw) => T | T[] | null | undefined): T {
  const counts = new Map<string, { v: T; c: number }>();
  for (const r of visible) {
    const v = pick(r);
    for (const x of (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) as T[]) {
      const k = JSON.stringify(x);
      counts.set(k, { v: x, c: (counts.get(k)?.c ?? 0) + 1 });
    }
  }
  const best = [...counts.values()].sort((a, b) => b.c - a.c)[0];
  if (!best) throw new Error('no value');
  return best.v;
}

describe('SearchProperty filters (3.3)', () => {
  const cases: [string, () => { body: object; keep: (r: Raw) => boolean }][] = [
    ['rentalType', () => ({ body: { rentalType: 2 }, keep: (r) => r.rental_type === 2 })],
    ['isServiced', () => ({ body: { isServiced: true }, keep: (r) => r.is_serviced === true })],
    ['estateIds', () => { const e = common((r) => r.estate_id); return { body: { estateIds: [e] }, keep: (r) => r.estate_id === e }; }],
    ['estateMainIds', () => { const e = common((r) => r.estate_id); return { body: { estateMainIds: [e] }, keep: (r) => r.estate_id === e }; }],
    ['estateSecondeIds', () => {
      const ph = common((r) => phaseOf.get(r.building_id) ?? null);
      return { body: { estateSecondeIds: [ph] }, keep: (r) => phaseOf.get(r.building_id) === ph };
    }],
    ['regionCode', () => { const c = common((r) => r.region_code as string); return { body: { regionCode: c }, keep: (r) => r.region_code === c }; }],
    ['zoneCode', () => { const c = common((r) => r.district_code as string); return { body: { zoneCode: c }, keep: (r) => r.district_code === c }; }],
    ['gscopeCode', () => { const c = common((r) => r.area_code as string); return { body: { gscopeCode: c }, keep: (r) => r.area_code === c }; }],
    ['regionType 1 (any level)', () => {
      const c = common((r) => r.district_code as string);
      return { body: { regionType: 1, gscopeCode: c }, keep: (r) => r.district_code === c };
    }],
    ['districtTab 1 (school net)', () => {
      const c = common((r) => r.primary_school_net as string);
      return { body: { districtTab: 1, gscopeCode: c }, keep: (r) => r.primary_school_net === c };
    }],
    ['LineId', () => { const l = common((r) => (r.line_ids as number[]).map(Number)); return { body: { LineId: l }, keep: (r) => (r.line_ids as number[]).map(Number).includes(l) }; }],
    ['StationIds', () => { const s = common((r) => n(r.station_id)); return { body: { StationIds: [s] }, keep: (r) => n(r.station_id) === s }; }],
    ['priceCode (sale)', () => {
      const [lo, hi] = priceBand('SalePrice', 2);
      return { body: { rentalType: 1, priceCode: `${lo}-${hi}` }, keep: (r) => r.rental_type === 1 && Number(r.sale_price) >= lo && Number(r.sale_price) < hi };
    }],
    ['priceCode (rent)', () => {
      const [lo, hi] = priceBand('RentPrice', 2);
      return { body: { rentalType: 2, priceCode: `${lo}-${hi}` }, keep: (r) => r.rental_type === 2 && Number(r.rent_price) >= lo && Number(r.rent_price) < hi };
    }],
    ['min/maxPriceValue', () => ({
      body: { rentalType: 1, minPriceValue: 5e6, maxPriceValue: 9e6 },
      keep: (r) => r.rental_type === 1 && Number(r.sale_price) >= 5e6 && Number(r.sale_price) <= 9e6,
    })],
    ['saleableArea code', () => ({ body: { saleableArea: '300-500' }, keep: (r) => Number(r.saleable_area) >= 300 && Number(r.saleable_area) < 500 })],
    ['min/maxSaleableArea', () => ({ body: { minSaleableArea: 400, maxSaleableArea: 600 }, keep: (r) => Number(r.saleable_area) >= 400 && Number(r.saleable_area) <= 600 })],
    ['buildingArea code', () => ({ body: { buildingArea: '500-700' }, keep: (r) => n(r.building_area) !== null && Number(r.building_area) >= 500 && Number(r.building_area) < 700 })],
    ['min/maxBuildingArea', () => ({ body: { minBuildingArea: 600 }, keep: (r) => n(r.building_area) !== null && Number(r.building_area) >= 600 })],
    ['buildingAge code', () => ({ body: { buildingAge: '11-20' }, keep: (r) => Number(r.building_age) >= 11 && Number(r.building_age) <= 20 })],
    ['min/maxBuildingAge', () => ({ body: { minBuildingAge: 5, maxBuildingAge: 25 }, keep: (r) => Number(r.building_age) >= 5 && Number(r.building_age) <= 25 })],
    ['propertyTag', () => { const t = common((r) => r.property_tags); return { body: { propertyTag: [t] }, keep: (r) => r.property_tags.includes(t) }; }],
    ['propertyLabel', () => ({ body: { propertyLabel: [2] }, keep: (r) => (r.property_labels as number[]).map(Number).includes(2) })],
    ['rentLabel', () => { const t = common((r) => (r.rent_labels as number[]).map(Number)); return { body: { rentLabel: [t] }, keep: (r) => (r.rent_labels as number[]).map(Number).includes(t) }; }],
    ['roomNumbers', () => ({ body: { roomNumbers: [2, 3] }, keep: (r) => [2, 3].includes(Number(r.room_number)) })],
    ['roomNumbers 5 means 5 or more', () => ({ body: { roomNumbers: [5] }, keep: (r) => Number(r.room_number) >= 5 })],
    ['unitFloors', () => ({ body: { unitFloors: [3] }, keep: (r) => n(r.floor_level) === 3 })],
    ['propertySourceList', () => ({ body: { propertySourceList: [1] }, keep: (r) => Number(r.property_source) === 1 })],
    ['facilities', () => { const f = common((r) => (r.facility_ids as number[]).map(Number)); return { body: { facilities: [f] }, keep: (r) => (r.facility_ids as number[]).map(Number).includes(f) }; }],
    ['developers', () => { const d = common((r) => developerOf.get(r.estate_id) ?? null); return { body: { developers: [d] }, keep: (r) => developerOf.get(r.estate_id) === d }; }],
    ['propertyCategory', () => ({ body: { propertyCategory: 2 }, keep: (r) => Number(r.property_category) === 2 })],
    ['subCategory', () => ({ body: { subCategory: 2 }, keep: (r) => n(r.sub_category) === 2 })],
    ['SaleForm', () => ({ body: { SaleForm: 2 }, keep: (r) => n(r.sale_form) === 2 })],
    ['topTypes', () => ({ body: { topTypes: [3] }, keep: (r) => Number(r.top_type) === 3 })],
    ['companyId', () => { const c = common((r) => n(r.company_id)); return { body: { companyId: c }, keep: (r) => n(r.company_id) === c }; }],
    ['accountId', () => { const a = common((r) => n(r.agent_id)); return { body: { accountId: a }, keep: (r) => n(r.agent_id) === a }; }],
    ['relatedAccountId', () => { const u = common((r) => n(r.owner_user_id)); return { body: { relatedAccountId: u }, keep: (r) => n(r.owner_user_id) === u }; }],
    ['keywords (estate name in English)', () => {
      const e = common((r) => r.estate_id);
      const word = (estateKey.get(e) ?? '').split('|')[2] ?? '';
      const compact = word.replace(/\s+/g, '');
      return { body: { keywords: word }, keep: (r) => (estateKey.get(r.estate_id) ?? '').includes(compact) || JSON.stringify([r.title, r.address]).toLowerCase().includes(word) };
    }],
  ];

  it.each(cases)('%s narrows to exactly the matching listings', async (_name, make) => {
    const { body, keep } = make();
    const expected = new Set(visible.filter(keep).map((r) => r.id));
    const page = await search({ ...body, pageCount: 100 });
    expect(page.total).toBe(expected.size);
    expect(page.total).toBeLessThan(visible.length);
    for (const item of page.items) expect(expected.has(item.propertyID)).toBe(true);
    expect(page.items.length).toBe(Math.min(100, expected.size));
  });

  it('combines filters with AND', async () => {
    const c = common((r) => r.district_code as string);
    const page = await search({ rentalType: 1, zoneCode: c, roomNumbers: [2] });
    const expected = visible.filter((r) => r.rental_type === 1 && r.district_code === c && Number(r.room_number) === 2);
    expect(page.total).toBe(expected.length);
    for (const i of page.items) expect([i.rentalType, i.gscopeCode, i.roomNumber]).toEqual([1, c, 2]);
  });

  it('storeId selects the listings of one branch of an agency', async () => {
    const companies = await env.db.query<{ id: number; branches: { districtCode: string }[] }>('SELECT id, branches FROM companies ORDER BY id');
    const agents = new Map((await env.db.query<{ id: number; district_codes: string[] }>('SELECT id, district_codes FROM agents')).map((a) => [a.id, a.district_codes[0]]));
    const company = companies.find((c) => visible.some((r) => n(r.company_id) === c.id)) ?? companies[0];
    const branch = company?.branches[0];
    const page = await search({ storeId: (company?.id ?? 0) * 100 + 1 });
    const expected = visible.filter((r) => n(r.company_id) === company?.id && agents.get(Number(r.agent_id)) === branch?.districtCode);
    expect(page.total).toBe(expected.length);
  });

  it('finds the same estate by English, spaced English and Chinese names', async () => {
    const e = await env.db.one<{ id: number; name: Record<string, string> }>(
      `SELECT e.id, e.name FROM estates e JOIN listings l ON l.estate_id = e.id AND l.status IN (4, 8)
       WHERE e.name->>'en-us' LIKE '% %' GROUP BY e.id ORDER BY count(*) DESC LIMIT 1`);
    const en = e?.name['en-us'] ?? '';
    const totals = [];
    for (const keywords of [en.toLowerCase().replace(/\s+/g, ''), en, e?.name['zh-hk'], e?.name['zh-cn']]) {
      const page = await search({ keywords, estateIds: [e?.id ?? 0] });
      totals.push(page.total);
    }
    expect(totals[0]).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
  });

  it('shows only visible statuses (effective, content updated)', async () => {
    const page = await search({ pageCount: 100 });
    expect(page.total).toBe(visible.length);
    for (const i of page.items) expect([4, 8]).toContain(i.propertyStatus);
  });

  it('puts popularizePropertyId first', async () => {
    const last = visible[visible.length - 1] as Raw;
    const page = await search({ popularizePropertyId: last.id, pageCount: 5 });
    expect(page.items[0]?.propertyID).toBe(last.id);
  });
});

describe('SearchProperty orders (3.4)', () => {
  const key = {
    publish: (i: PropertyListItem) => i.publishTime,
    sale: (i: PropertyListItem) => i.salePrice,
    rent: (i: PropertyListItem) => i.rentPrice,
  };
  const orders: [number, number, (i: PropertyListItem) => number | string | null, 'asc' | 'desc'][] = [
    [O.publishTimeDesc, 1, key.publish, 'desc'], [O.salePrice, 1, key.sale, 'asc'], [O.salePriceDesc, 1, key.sale, 'desc'],
    [O.rentPrice, 2, key.rent, 'asc'], [O.rentPriceDesc, 2, key.rent, 'desc'],
    [O.buildingAvgPrice, 1, (i) => i.buildingAvgPrice, 'asc'], [O.buildingAvgPriceDesc, 1, (i) => i.buildingAvgPrice, 'desc'],
    [O.saleableAvgPrice, 1, (i) => i.saleableAvgPrice, 'asc'], [O.saleableAvgPriceDesc, 1, (i) => i.saleableAvgPrice, 'desc'],
    [O.buildingArea, 1, (i) => i.buildingArea, 'asc'], [O.buildingAreaDesc, 1, (i) => i.buildingArea, 'desc'],
    [O.saleableArea, 2, (i) => i.saleableArea, 'asc'], [O.saleableAreaDesc, 2, (i) => i.saleableArea, 'desc'],
    [O.PublishTimeDesc, 1, key.publish, 'desc'], [O.estateIdAsc, 1, (i) => i.estateID, 'asc'],
    [O.priceRatio, 1, (i) => i.priceReductionRatio, 'asc'], [O.priceRatioDesc, 1, (i) => i.priceReductionRatio, 'desc'],
  ];
  it.each(orders)('order %i sorts (rentalType %i)', async (order, rentalType, k, dir) => {
    const page = await search({ order, rentalType, pageCount: 60 });
    expect(page.items.length).toBe(60);
    expect(isSorted(page.items, k, dir)).toBe(true);
  });

  it('order rankDesc sorts by rank, and the default puts promoted (topType 3) listings first, then rank', async () => {
    const rank = new Map(visible.map((r) => [r.id, Number(r.rank_score)]));
    const byRank = await search({ order: O.rankDesc, pageCount: 60 });
    expect(isSorted(byRank.items, (i) => rank.get(i.propertyID) ?? 0, 'desc')).toBe(true);
    const def = await search({ pageCount: 60 });
    const promoted = visible.filter((r) => Number(r.top_type) === 3).length;
    expect(promoted).toBeGreaterThan(0);
    expect(def.items.slice(0, promoted).every((i) => i.topType === 3)).toBe(true);
    expect(isSorted(def.items.slice(promoted), (i) => rank.get(i.propertyID) ?? 0, 'desc')).toBe(true);
  });

  it('priceRatio orders put listings without a reduction last', async () => {
    const page = await search({ order: O.priceRatioDesc, pageCount: 100 });
    const firstNull = page.items.findIndex((i) => i.priceReductionRatio === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(page.items.slice(firstNull).every((i) => i.priceReductionRatio === null)).toBe(true);
  });
});

describe('SearchProperty paging, languages and validation', () => {
  it('pages without overlap and with one total; defaults are page 1 of 20', async () => {
    const all = await search({ order: O.salePrice, rentalType: 1, pageCount: 10 });
    const p1 = await search({ order: O.salePrice, rentalType: 1, pageCount: 5, pageIndex: 1 });
    const p2 = await search({ order: O.salePrice, rentalType: 1, pageCount: 5, pageIndex: 2 });
    expect([...p1.items, ...p2.items].map((i) => i.propertyID)).toEqual(all.items.map((i) => i.propertyID));
    expect(p1.total).toBe(all.total);
    const def = ok(await post<Page>(env, '/Property/SearchProperty', {}));
    expect([def.pageIndex, def.pageCount, def.items.length]).toEqual([1, 20, 20]);
    const beyond = await search({ pageIndex: 999, pageCount: 100 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(visible.length);
  });

  it('answers WithCulture text in the request language', async () => {
    const hk = await search({ order: O.salePrice, pageCount: 3 }, 'zh-hk');
    const en = await search({ order: O.salePrice, pageCount: 3 }, 'en-us');
    const cn = await search({ order: O.salePrice, pageCount: 3 }, 'zh-cn');
    const row = await env.db.one<{ title: Record<string, string> }>('SELECT title FROM listings WHERE id = $1', [hk.items[0]?.propertyID]);
    expect(hk.items[0]?.titleWithCulture).toBe(row?.title['zh-hk']);
    expect(en.items[0]?.titleWithCulture).toBe(row?.title['en-us']);
    expect(cn.items[0]?.titleWithCulture).toBe(row?.title['zh-cn']);
    expect(en.items[0]?.rentalTypeWithCulture).toBe('For sale');
    expect(hk.items[0]?.rentalTypeWithCulture).toBe('出售');
    expect(en.items[0]?.propertyStatusWithCulture).toMatch(/Effective|Content updated/);
  });

  it('falls back to zh-hk text when a language is missing', async () => {
    const id = visible[0]?.id as string;
    await env.db.query(`UPDATE listings SET title = jsonb_set(title, '{en-us}', '""') WHERE id = $1`, [id]);
    invalidateCatalogCaches();
    const page = await search({ popularizePropertyId: id, pageCount: 1, order: O.salePriceDesc }, 'en-us');
    const row = await env.db.one<{ title: Record<string, string> }>('SELECT title FROM listings WHERE id = $1', [id]);
    expect(page.items[0]?.titleWithCulture).toBe(row?.title['zh-hk']);
  });

  it.each([
    [{ pageCount: 1000 }, 'body.pageCount'],
    [{ pageIndex: 0 }, 'body.pageIndex'],
    [{ rentalType: 'sale' }, 'body.rentalType'],
    [{ order: 42 }, 'body.order'],
    [{ estateIds: Array.from({ length: 51 }, (_, i) => i) }, 'body.estateIds'],
    [{ estateIds: ['x'] }, 'body.estateIds.0'],
    [{ keywords: 'x'.repeat(101) }, 'body.keywords'],
    [{ priceCode: 'cheap' }, 'body.priceCode'],
    [{ saleableArea: '500-300' }, 'body.saleableArea'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await post(env, '/Property/SearchProperty', body, 'en-us');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('accepts numbers as strings, comma lists, and ignores unknown fields', async () => {
    const page = ok(await post<Page>(env, '/Property/SearchProperty', { rentalType: '2', roomNumbers: '2,3', whatever: 1, pageCount: '5' }));
    expect(page.pageCount).toBe(5);
    for (const i of page.items) expect(i.rentalType === 2 && [2, 3].includes(i.roomNumber)).toBe(true);
  });
});
