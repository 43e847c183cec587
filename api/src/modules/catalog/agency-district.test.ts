/** SearchCompany's district filter: the agencies with a branch in the district, counted and paged by the API. */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, ok, post } from './test-support';

type Company = { companyID: number; branches: { districtCode?: string }[] };
type Page = { items: Company[]; total: number; pageIndex: number; pageCount: number };
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

async function agenciesByDistrict() {
  const rows = await env.db.query<{ code: string; ids: number[] }>(
    `SELECT b->>'districtCode' AS code, array_agg(DISTINCT c.id ORDER BY c.id) AS ids
     FROM companies c, jsonb_array_elements(c.branches) b GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.code, r.ids.map(Number)]));
}

describe('SearchCompany zoneCode', () => {
  it('keeps the agencies with a branch in the district, with their total', async () => {
    const all = ok(await post<Page>(env, '/Company/SearchCompany', { pageCount: 100 }));
    const byDistrict = await agenciesByDistrict();
    const [zoneCode, ids] = [...byDistrict].find(([, list]) => list.length > 1 && list.length < all.total)!;
    const page = ok(await post<Page>(env, '/Company/SearchCompany', { zoneCode, pageCount: 100 }));
    expect(page.total).toBe(ids.length);
    expect(page.items.map((c) => c.companyID).sort((a, b) => a - b)).toEqual(ids);
    expect(page.items.every((c) => c.branches.some((b) => b.districtCode === zoneCode))).toBe(true);
  });

  it('pages the agencies of a district in the chosen sort; an unknown district has none', async () => {
    const byDistrict = await agenciesByDistrict();
    const [zoneCode, ids] = [...byDistrict].sort(([, a], [, b]) => b.length - a.length)[0]!;
    const first = ok(await post<Page>(env, '/Company/SearchCompany', { zoneCode, pageCount: 1, order: 'AgentCountDesc' }));
    const second = ok(await post<Page>(env, '/Company/SearchCompany', { zoneCode, pageCount: 1, pageIndex: 2, order: 'AgentCountDesc' }));
    expect(first.total).toBe(ids.length);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.companyID).not.toBe(first.items[0]?.companyID);
    const none = ok(await post<Page>(env, '/Company/SearchCompany', { zoneCode: 'NO-SUCH-DISTRICT' }));
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});
