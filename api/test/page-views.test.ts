/**
 * Views are counted by the browser that shows a page (AddPropertyView, AddInformationView), not
 * by the reads the page server makes when it renders (GetProperty, GetInformationById): a page
 * kept by the page cache is shown many times from one render.
 */
import type { PropertyDetail } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, get, ok, post } from '../src/modules/catalog/test-support';

let env: TestEnv;
let listingId: string;
let articleId: number;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  listingId = (await env.db.one<{ id: string }>('SELECT id FROM listings WHERE status = 4 ORDER BY id LIMIT 1'))?.id ?? '';
  articleId = Number((await env.db.one<{ id: number }>('SELECT id FROM information ORDER BY id LIMIT 1'))?.id);
});
afterAll(() => env.close());

const stored = async (table: 'listings' | 'information', id: string | number) =>
  Number((await env.db.one<{ n: number }>(`SELECT view_count AS n FROM ${table} WHERE id = $1`, [id]))?.n);

/** the stored count once the batched counter has written at least `atLeast` (it flushes within a second) */
async function storedOnceFlushed(table: 'listings' | 'information', id: string | number, atLeast: number): Promise<number> {
  const until = Date.now() + 10_000;
  let n = await stored(table, id);
  while (n < atLeast && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    n = await stored(table, id);
  }
  return n;
}

describe('AddPropertyView', () => {
  it('counts each view sent, in batches; GetProperty reads count nothing and show the views counted since', async () => {
    const before = await stored('listings', listingId);
    const read = ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: listingId }));
    expect(read.viewCount).toBe(before);
    for (let i = 0; i < 3; i++) {
      const r = await post(env, '/Property/AddPropertyView', { propertyId: listingId }, 'en-us');
      expect([r.status, r.body]).toEqual([200, { code: 0, result: { counted: true } }]);
    }
    // the cached detail shows the three views before they are written
    expect(ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: listingId })).viewCount).toBe(before + 3);
    expect(await storedOnceFlushed('listings', listingId, before + 3)).toBe(before + 3);
    expect(ok(await get<PropertyDetail>(env, '/Property/GetProperty', { propertyId: listingId })).viewCount).toBe(before + 3);

    // renders, kept pages and prefetches read the listing: none of them counts
    for (const lang of ['zh-hk', 'zh-cn', 'en-us', 'zh-hk']) await get(env, '/Property/GetProperty', { propertyId: listingId }, lang);
    expect((await post(env, '/Property/AddPropertyView', { propertyId: listingId })).status).toBe(200);
    // the one view sent is written; had a read counted, it would be written with it or before it
    expect(await storedOnceFlushed('listings', listingId, before + 4)).toBe(before + 4);
  });

  it('refuses a malformed or missing id with 400 and an unknown listing with 404, counting nothing', async () => {
    const before = await stored('listings', listingId);
    for (const body of [{}, { propertyId: '12-ab' }, { propertyId: 7 }, { propertyId: `${listingId}'; --` }]) {
      const r = await post(env, '/Property/AddPropertyView', body);
      expect([r.status, r.body.field]).toEqual([400, 'body.propertyId']);
    }
    const missing = await post(env, '/Property/AddPropertyView', { propertyId: 'S999999999' }, 'en-us');
    expect([missing.status, missing.body.message]).toEqual([404, 'The requested item could not be found']);
    const get404 = await get(env, '/Property/GetProperty', { propertyId: 'S999999999' }, 'en-us');
    // the catalogue's not-found answer, naming the body's field
    expect({ ...missing.body, field: 'query.propertyId' }).toEqual(get404.body);
    expect(missing.body.field).toBe('body.propertyId');
    // nothing was counted: one good view later, the stored count is one more
    expect((await post(env, '/Property/AddPropertyView', { propertyId: listingId })).status).toBe(200);
    expect(await storedOnceFlushed('listings', listingId, before + 1)).toBe(before + 1);
  });
});

describe('AddInformationView', () => {
  it('counts each view sent; GetInformationById reads count nothing and show the views not yet written', async () => {
    const before = await stored('information', articleId);
    for (const lang of ['zh-hk', 'en-us', 'zh-cn']) {
      expect(ok(await get<{ viewCount: number }>(env, '/Information/GetInformationById', { id: articleId }, lang)).viewCount).toBe(before);
    }
    for (let i = 0; i < 2; i++) {
      const r = await post(env, '/Information/AddInformationView', { id: articleId });
      expect([r.status, r.body]).toEqual([200, { code: 0, result: { counted: true } }]);
    }
    // counted views show at once, written or not
    expect(ok(await get<{ viewCount: number }>(env, '/Information/GetInformationById', { id: articleId })).viewCount).toBeGreaterThanOrEqual(before + 2);
    expect(await storedOnceFlushed('information', articleId, before + 2)).toBe(before + 2);
    expect(ok(await get<{ viewCount: number }>(env, '/Information/GetInformationById', { id: articleId })).viewCount).toBe(before + 2);
    for (let i = 0; i < 3; i++) await get(env, '/Information/GetInformationById', { id: articleId });
    expect((await post(env, '/Information/AddInformationView', { id: `${articleId}` })).status).toBe(200);
    expect(await storedOnceFlushed('information', articleId, before + 3)).toBe(before + 3);
  });

  it('refuses a malformed id with 400 and an unknown article with 404, counting nothing', async () => {
    const before = await stored('information', articleId);
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }, { id: 2147483648 }]) {
      const r = await post(env, '/Information/AddInformationView', body);
      expect([r.status, r.body.field]).toEqual([400, 'body.id']);
    }
    const missing = await post(env, '/Information/AddInformationView', { id: 99999999 }, 'en-us');
    expect([missing.status, missing.body.message]).toEqual([404, 'The requested item could not be found']);
    expect((await post(env, '/Information/AddInformationView', { id: articleId })).status).toBe(200);
    expect(await storedOnceFlushed('information', articleId, before + 1)).toBe(before + 1);
  });
});
