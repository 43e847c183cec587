/** Latest transactions for the market page: SearchDeal by region, district, estate, price and date, paged. */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, isSorted, ok, post } from '../src/modules/catalog/test-support';

type Deal = { dealID: number; estateID: number; dealDate: string; price: number; rentalType: number };
type Page = { items: Deal[]; total: number; pageIndex: number; pageCount: number };

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const search = async (body: Record<string, unknown>) => ok(await post<Page>(env, '/Deal/SearchDeal', { rentalType: 1, ...body }));

describe('SearchDeal as the latest transactions list', () => {
  it('keeps deals between two dates (inclusive), newest first, with the matching total', async () => {
    const body = { regionCode: 'KLN', dateFrom: '2026-08-01', dateTo: '2026-10-31', minPrice: 4e6, maxPrice: 2e7, pageCount: 15 };
    const page = await search(body);
    const n = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM deals d JOIN estates e ON e.id = d.estate_id WHERE d.rental_type = 1 AND e.region_code = 'KLN'
       AND d.deal_date BETWEEN '2026-08-01' AND '2026-10-31' AND d.price BETWEEN 4000000 AND 20000000`);
    expect(page.total).toBe(n?.n);
    expect(page.total).toBeGreaterThan(15);
    expect(page.items).toHaveLength(15);
    expect(page.items.every((d) => d.dealDate >= '2026-08-01' && d.dealDate <= '2026-10-31' && d.price >= 4e6 && d.price <= 2e7)).toBe(true);
    expect(isSorted(page.items, (d) => d.dealDate, 'desc')).toBe(true);
    const second = await search({ ...body, pageIndex: 2 });
    expect((second.items[0]?.dealDate ?? '') <= (page.items.at(-1)?.dealDate ?? '')).toBe(true);
    expect(second.items.some((d) => page.items.some((x) => x.dealID === d.dealID))).toBe(false);
  });

  it('narrows by district and estate, and takes a single day', async () => {
    const top = await env.db.one<{ estate_id: number; district_code: string; day: string }>(
      `SELECT d.estate_id, e.district_code, to_char(max(d.deal_date), 'YYYY-MM-DD') AS day FROM deals d JOIN estates e ON e.id = d.estate_id
       WHERE d.rental_type = 1 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`);
    const byEstate = await search({ zoneCode: top?.district_code, estateIds: [top?.estate_id], dateFrom: top?.day, dateTo: top?.day });
    expect(byEstate.total).toBeGreaterThan(0);
    expect(byEstate.items.every((d) => d.estateID === top?.estate_id && d.dealDate === top?.day)).toBe(true);
  });

  it('refuses a date that is not a calendar day', async () => {
    for (const dateFrom of ['2026-02-30', '26/02/2026', '2026-1-1']) {
      expect([dateFrom, (await post(env, '/Deal/SearchDeal', { dateFrom })).status]).toEqual([dateFrom, 400]);
    }
    expect((await post(env, '/Deal/SearchDeal', { dateFrom: '' })).status).toBe(200);
  });
});
