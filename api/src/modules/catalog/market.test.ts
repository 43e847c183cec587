/** Deals (spec 7.5), the deal ranking, agencies and agents with the agent sorts. */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, get, ok, post, isSorted } from './test-support';

type Deal = { dealID: number; estateID: number; dealDate: string; price: number; pricePerSqft: number; rentalType: number; saleableArea: number; changePct: number | null; roomNumber: number | null };
type Page<T> = { items: T[]; total: number; pageIndex: number; pageCount: number };
let env: TestEnv;
let estateId: number;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  estateId = Number((await env.db.one<{ id: number }>('SELECT estate_id AS id FROM deals GROUP BY 1 ORDER BY count(*) DESC LIMIT 1'))?.id);
});
afterAll(() => env.close());

describe('deals', () => {
  it('GetEstateDealByEsateId pages the deals of an estate, newest first, with a total', async () => {
    const n = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE estate_id = $1 AND rental_type = 1', [estateId]);
    const page = ok(await post<Page<Deal>>(env, '/Deal/GetEstateDealByEsateId', { estateId, rentalType: 1, pageCount: 30 }));
    expect(page.total).toBe(n?.n);
    expect(page.items.every((d) => d.estateID === estateId && d.rentalType === 1)).toBe(true);
    expect(isSorted(page.items, (d) => d.dealDate, 'desc')).toBe(true);
    const recent = ok(await post<Page<Deal>>(env, '/Deal/GetEstateDealByEsateId', { estateId, months: 3 }));
    expect(recent.total).toBeLessThan(page.total);
    expect((await post(env, '/Deal/GetEstateDealByEsateId', { estateId: 1 })).status).toBe(404);
  });

  it("SearchDealForPropertyDetail answers deals of the listing's estate and kind", async () => {
    const l = await env.db.one<{ id: string; estate_id: number; rental_type: number }>(
      'SELECT id, estate_id, rental_type FROM listings WHERE estate_id = $1 LIMIT 1', [estateId]);
    const page = ok(await post<Page<Deal>>(env, '/Deal/SearchDealForPropertyDetail', { propertyId: l?.id }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((d) => d.estateID === l?.estate_id && d.rentalType === Number(l?.rental_type))).toBe(true);
    expect((await post(env, '/Deal/SearchDealForPropertyDetail', { propertyId: 'S1' })).status).toBe(404);
  });

  it.each([
    ['PriceAsc', (d: Deal) => d.price, 'asc'], ['PriceDesc', (d: Deal) => d.price, 'desc'],
    ['PricePerSqftAsc', (d: Deal) => d.pricePerSqft, 'asc'], ['PricePerSqftDesc', (d: Deal) => d.pricePerSqft, 'desc'],
    ['ChangeDesc', (d: Deal) => d.changePct, 'desc'], ['ChangeAsc', (d: Deal) => d.changePct, 'asc'],
    ['DealDateDesc', (d: Deal) => d.dealDate, 'desc'],
  ] as const)('SearchDeal sorts by %s', async (order, key, dir) => {
    const page = ok(await post<Page<Deal>>(env, '/Deal/SearchDeal', { order, rentalType: 1, pageCount: 50 }));
    expect(page.items.length).toBe(50);
    expect(isSorted(page.items, key, dir)).toBe(true);
  });

  it('SearchDeal filters by price, area and rooms', async () => {
    const page = ok(await post<Page<Deal>>(env, '/Deal/SearchDeal', {
      rentalType: 1, minPrice: 5e6, maxPrice: 1e7, minSaleableArea: 300, maxSaleableArea: 700, roomNumbers: [2], pageCount: 100,
    }));
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.items) {
      expect(d.price >= 5e6 && d.price <= 1e7 && d.saleableArea >= 300 && d.saleableArea <= 700 && d.roomNumber === 2).toBe(true);
    }
  });

  it.each([
    ['DealCount', 'dealCount', 'desc'], ['DealMaxPrice', 'maxPrice', 'desc'],
    ['PriceChangeDesc', 'priceChangePct', 'desc'], ['PriceChangeAsc', 'priceChangePct', 'asc'],
  ] as const)('SearchDealRank orders by %s', async (order, field, dir) => {
    const page = ok(await post<Page<Record<string, number | null>>>(env, '/Deal/SearchDealRank', { order, months: 6, pageCount: 30 }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(isSorted(page.items, (x) => x[field] ?? null, dir)).toBe(true);
  });
});

describe('agencies and agents', () => {
  it('GetAgentCompanyById answers the agency with branches and store ids; 404 otherwise', async () => {
    const c = ok(await get<{ companyID: number; companyNameWithCulture: string; branches: { storeId: number; name: string }[]; agentCount: number; partnerCount: number }>(
      env, '/Company/GetAgentCompanyById', { companyId: 1 }, 'en-us'));
    const row = await env.db.one<{ name: Record<string, string> }>('SELECT name FROM companies WHERE id = 1');
    expect(c.companyNameWithCulture).toBe(row?.name['en-us']);
    expect(c.branches[0]?.storeId).toBe(101);
    expect(typeof c.branches[0]?.name).toBe('string');
    expect(c.agentCount).toBeGreaterThan(0);
    const partners = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM agents WHERE company_id = 1 AND is_partner');
    expect(c.partnerCount).toBe(partners?.n);
    expect((await get(env, '/Company/GetAgentCompanyById', { companyId: 9999 })).status).toBe(404);
  });

  it.each([
    ['AgentCount', 'agentCount', 'asc'], ['AgentCountDesc', 'agentCount', 'desc'],
    ['PropertySaleCount', 'saleCount', 'asc'], ['PropertySaleCountDesc', 'saleCount', 'desc'],
    ['PropertyRentCount', 'rentCount', 'asc'], ['PropertyRentCountDesc', 'rentCount', 'desc'],
  ] as const)('SearchCompany sorts by %s', async (order, field, dir) => {
    const page = ok(await post<Page<Record<string, number>>>(env, '/Company/SearchCompany', { order }));
    expect(page.total).toBeGreaterThan(1);
    expect(isSorted(page.items, (x) => x[field] ?? null, dir)).toBe(true);
  });

  it.each([
    ['PropertySaleCountDesc', 'saleCount', 'desc'], ['PropertyRentCount', 'rentCount', 'asc'],
  ] as const)('SearchAgent sorts by %s and filters partners and agencies', async (order, field, dir) => {
    const page = ok(await post<Page<Record<string, unknown>>>(env, '/Agent/SearchAgent', { order, companyId: 1, isPartner: true, pageCount: 50 }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((a) => a.companyID === 1 && a.isPartner === true)).toBe(true);
    expect(isSorted(page.items, (x) => x[field] as number, dir)).toBe(true);
    const n = await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM agents WHERE company_id = 1 AND is_partner');
    expect(page.total).toBe(n?.n);
  });

  it('GetAgent answers an agent; 404 otherwise', async () => {
    const a = ok(await get<{ agentID: number; license: string }>(env, '/Agent/GetAgent', { agentId: 1 }));
    expect(a.agentID).toBe(1);
    expect((await get(env, '/Agent/GetAgent', { agentId: 999999 })).status).toBe(404);
  });
});
