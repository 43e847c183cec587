/** Greater Bay Area API: cities from the reference data, the project list and its filter, one project, rates and rules. */
import citiesRef from '../data/reference/gba-cities.json';
import { FT2_PER_M2, GBA_AREA_BANDS_M2, GBA_PRICE_BANDS_HKD, type GbaBuyingRules, type GbaCity, type GbaProject, type GbaProjectCard, type GbaRate } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, get, isSorted, ok } from '../src/modules/catalog/test-support';

interface Page { items: GbaProjectCard[]; total: number; page: number; pageSize: number }

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const cities = (lang = 'en-us') => get<{ cities: GbaCity[]; rates: GbaRate[] }>(env, '/Gba/GetCities', {}, lang);
const search = (query: Record<string, string | number> = {}, lang = 'en-us') => get<Page>(env, '/Gba/SearchProjects', query, lang);
const project = (projectId: number | string, lang = 'en-us') => get<GbaProject>(env, '/Gba/GetProject', { projectId }, lang);

async function allProjects(query: Record<string, string | number> = {}): Promise<GbaProjectCard[]> {
  const first = ok(await search(query));
  const out = [...first.items];
  for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page++) out.push(...ok(await search({ ...query, page })).items);
  return out;
}

describe('GetCities', () => {
  it('answers the nine mainland cities and Macau of the reference data, in three scripts, with their districts and the rates', async () => {
    const en = ok(await cities());
    const mainland = citiesRef.cities.filter((c) => c.id !== 'hong-kong' && c.id !== 'macau').map((c) => c.id);
    expect(en.cities.map((c) => c.cityId)).toEqual([...mainland, 'macau']);
    expect(en.cities.find((c) => c.cityId === 'macau')).toMatchObject({ name: 'Macau', currency: 'MOP', code: 11 });
    expect(en.cities.find((c) => c.cityId === 'shenzhen')).toMatchObject({ name: 'Shenzhen', currency: 'CNY', code: 2, lat: 22.5431 });
    expect(ok(await cities('zh-hk')).cities.find((c) => c.cityId === 'guangzhou')?.name).toBe('廣州');
    expect(ok(await cities('zh-cn')).cities.find((c) => c.cityId === 'guangzhou')?.name).toBe('广州');
    for (const city of en.cities) {
      expect([city.cityId, city.projectCount >= 4, city.districts.reduce((s, d) => s + d.projectCount, 0)]).toEqual([city.cityId, true, city.projectCount]);
    }
    expect(en.rates.map((r) => r.currency).sort()).toEqual(['CNY', 'MOP']);
    for (const rate of en.rates) expect(rate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(en.rates.find((r) => r.currency === 'MOP')?.hkdPerUnit).toBeCloseTo(100 / 103, 4);
  });

  it("states plausible 2026 unit prices (RMB a m²; Macau's in MOP)", async () => {
    const avg = Object.fromEntries(ok(await cities()).cities.map((c) => [c.cityId, c.averageUnitPricePerM2 ?? 0]));
    expect(avg.shenzhen).toBeGreaterThan(50_000);
    expect(avg.shenzhen).toBeLessThan(120_000);
    expect(avg.zhuhai).toBeGreaterThan(12_000);
    expect(avg.zhuhai).toBeLessThan(50_000);
    expect(avg.zhongshan).toBeGreaterThanOrEqual(12_000);
    expect(avg.zhongshan).toBeLessThanOrEqual(20_000);
    expect(avg.huizhou).toBeLessThan(15_000);
    expect(avg.macau).toBeGreaterThan(90_000);
  });
});

describe('SearchProjects', () => {
  it('lists every project, a page at a time, each price in local currency and in HKD at the stated rate, areas in m² and ft²', async () => {
    const all = await allProjects();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.length).toBeLessThanOrEqual(60);
    expect(new Set(all.map((p) => p.projectId)).size).toBe(all.length);
    for (const p of all) {
      const { prices, area } = p;
      if (prices.unitPricePerM2 !== null) {
        expect(prices.unitPricePerM2Hkd).toBe(Math.round(prices.unitPricePerM2 * prices.rate.hkdPerUnit));
        expect(Math.abs((prices.unitPricePerFt2 ?? 0) * FT2_PER_M2 - prices.unitPricePerM2)).toBeLessThan(FT2_PER_M2);
      }
      if (prices.totalMin !== null) expect(prices.totalMinHkd).toBe(Math.round(prices.totalMin * prices.rate.hkdPerUnit));
      expect(area.minFt2).toBe(Math.round((area.minM2 ?? 0) * FT2_PER_M2));
      expect(prices.currency).toBe(p.cityId === 'macau' ? 'MOP' : 'CNY');
    }
  });

  it('filters by city code and district', async () => {
    const shenzhen = await allProjects({ cityCode: 2 });
    expect(shenzhen.length).toBeGreaterThan(0);
    expect(new Set(shenzhen.map((p) => p.cityId))).toEqual(new Set(['shenzhen']));
    const districtId = shenzhen[0]?.districtId ?? 0;
    const one = await allProjects({ cityCode: 2, districtId });
    expect(one.map((p) => p.projectId).sort()).toEqual(shenzhen.filter((p) => p.districtId === districtId).map((p) => p.projectId).sort());
    expect(ok(await search({ cityCode: 99 })).total).toBe(0);
  });

  it('keeps the projects whose HKD price range meets the price band and whose area range meets the area band', async () => {
    const all = await allProjects();
    for (const [i, band] of GBA_PRICE_BANDS_HKD.entries()) {
      const inBand = await allProjects({ priceBand: i + 1 });
      const expected = all.filter((p) => p.prices.totalMinHkd !== null && (band.max === null || (p.prices.totalMinHkd ?? 0) < band.max) && (band.min === null || (p.prices.totalMaxHkd ?? 0) >= band.min));
      expect([i, inBand.map((p) => p.projectId).sort()]).toEqual([i, expected.map((p) => p.projectId).sort()]);
    }
    const band = GBA_AREA_BANDS_M2[4];
    const large = await allProjects({ areaBand: 5 });
    expect(large.length).toBeGreaterThan(0);
    for (const p of large) expect(p.area.maxM2 ?? 0).toBeGreaterThanOrEqual(band?.min ?? 0);
  });

  it('orders by HKD unit price and total, both ways, with unpriced projects last', async () => {
    const hkd = (p: GbaProjectCard) => p.prices.unitPricePerM2Hkd;
    expect(isSorted(await allProjects({ order: 'unitPriceAsc' }), hkd, 'asc')).toBe(true);
    expect(isSorted(await allProjects({ order: 'unitPriceDesc' }), hkd, 'desc')).toBe(true);
    expect(isSorted(await allProjects({ order: 'totalAsc' }), (p) => p.prices.totalMinHkd, 'asc')).toBe(true);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const bad = await search({ order: 'cheapest' });
    expect([bad.status, bad.body.field]).toEqual([400, 'query.order']);
    expect((await search({ cityCode: 'x' })).status).toBe(400);
  });

  it('a page past the end is empty with the total still stated', async () => {
    const first = ok(await search());
    const past = ok(await search({ page: 50 }));
    expect([past.items.length, past.total]).toEqual([0, first.total]);
  });
});

describe('GetProject', () => {
  it('answers developer, prices, floor plans with m² and ft², sale permits, sales introduction and agent, in each language', async () => {
    const [card] = ok(await search({ cityCode: 2, order: 'unitPriceDesc' })).items;
    const p = ok(await project(card?.projectId ?? 0));
    expect(p).toMatchObject({ projectId: card?.projectId, name: card?.name, cityName: 'Shenzhen', prices: card?.prices });
    expect(p.floorplans.length).toBeGreaterThanOrEqual(3);
    for (const plan of p.floorplans) {
      expect(plan.areaFt2).toBe(Math.round(plan.areaM2 * FT2_PER_M2));
      if (plan.totalPrice !== null) expect(plan.totalPriceHkd).toBe(Math.round(plan.totalPrice * p.prices.rate.hkdPerUnit));
    }
    expect(p.salePermits.length).toBeGreaterThan(0);
    expect(p.salePermits[0]?.permitNo).toMatch(/^深房许字（\d{4}）第\d{3}号$/);
    expect(p.salesIntro).toContain(p.name);
    expect(p.agent.phone).toMatch(/^\+86 1\d{2} \d{4} \d{4}$/);
    const hk = ok(await project(p.projectId, 'zh-hk'));
    expect(hk.cityName).toBe('深圳');
    expect(hk.salesIntro).toMatch(/深圳/);
    expect(hk.floorplans.map((f) => f.floorplanId)).toEqual(p.floorplans.map((f) => f.floorplanId));
  });

  it('404 for a project that does not exist, 400 for an id that is not one', async () => {
    const missing = await project(999_999);
    expect([missing.status, missing.body.field]).toEqual([404, 'query.projectId']);
    expect((await project('abc')).status).toBe(400);
  });
});

describe('the exchange rate', () => {
  it('is one table: a newer row of a currency is the rate every price is converted at, with its date and source', async () => {
    const [card] = ok(await search({ cityCode: 1 })).items;
    await env.db.query(
      `INSERT INTO gba_exchange_rates (currency, hkd_per_unit, as_of, source, source_url) VALUES ('CNY', 1.2, '2099-01-02', $1, NULL)`,
      [{ 'zh-hk': '測試', 'zh-cn': '测试', 'en-us': 'A later fixing' }],
    );
    try {
      const p = ok(await project(card?.projectId ?? 0));
      expect(p.prices.rate).toEqual({ currency: 'CNY', hkdPerUnit: 1.2, asOf: '2099-01-02', source: 'A later fixing', sourceUrl: null });
      expect(p.prices.unitPricePerM2Hkd).toBe(Math.round((p.prices.unitPricePerM2 ?? 0) * 1.2));
      expect(ok(await cities()).rates.find((r) => r.currency === 'CNY')?.asOf).toBe('2099-01-02');
    } finally {
      await env.db.query(`DELETE FROM gba_exchange_rates WHERE as_of = '2099-01-02'`);
    }
  });
});

describe('GetBuyingRules', () => {
  it("gives every city its down payment, loan term, reference rate and taxes, each citing a source the answer lists, with the city's rate", async () => {
    const rules = ok(await get<GbaBuyingRules>(env, '/Gba/GetBuyingRules', {}, 'en-us'));
    expect(rules.cities).toHaveLength(10);
    const sourceIds = new Set(rules.sources.map((s) => s.sourceId));
    for (const city of rules.cities) {
      const cited = [city.eligibility, city.minDownPayment, city.maxLoanYears, city.referenceRate, ...city.taxes].map((r) => r.sourceId);
      for (const id of cited) expect([city.cityId, id, sourceIds.has(id)]).toEqual([city.cityId, id, true]);
      expect(city.rate.currency).toBe(city.currency);
    }
    const macau = rules.cities.find((c) => c.cityId === 'macau');
    expect(macau?.taxes[0]).toMatchObject({ kind: 'marginal', surcharge: 0.05 });
    expect(rules.cities.find((c) => c.cityId === 'shenzhen')?.taxes.find((t) => t.ruleId === 'deed-tax')).toMatchObject({ kind: 'areaRate', thresholdM2: 140, rateUpTo: 0.01, rateAbove: 0.015 });
    const hk = ok(await get<GbaBuyingRules>(env, '/Gba/GetBuyingRules', {}, 'zh-hk'));
    expect(hk.cities.find((c) => c.cityId === 'shenzhen')?.taxes.map((t) => t.name)).toContain('契稅');
  });
});
