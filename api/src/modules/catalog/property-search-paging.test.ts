/**
 * Search at scale (migration 0014, docs/search-performance.md) on the store the tests run on
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): a window read by keyset from the end of the
 * window before it is the window read by OFFSET, for every order, with NULLs in the order and a
 * promoted listing first; deep pages through the API are the same as the OFFSET pages; totals
 * from listing_counts equal counting the listings, for the filters it answers and after writes.
 */
import { PROPERTY_ORDERS, type PropertyFilter, type SearchPropertyBody } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { invalidateCatalogCaches } from './cache';
import { countable, countFromAggregate, priceInterval } from './property-count';
import { propertyWhere } from './property-filter';
import { readWindow, searchIds } from './property-search';
import { Params } from './sql';
import { SEED, ok, post } from './test-support';

let env: TestEnv;
let district: string;
let otherDistrict: string;
let region: string;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  const top = await env.db.query<{ district_code: string; region_code: string }>(
    `SELECT district_code, region_code FROM listings WHERE status IN (4, 8) AND rental_type = 1
      GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 2`,
  );
  district = String(top[0]?.district_code);
  otherDistrict = String(top[1]?.district_code);
  region = String(top[0]?.region_code);
});
afterAll(() => env.close());

const ORDERS: (number | 'none')[] = [...new Set<number>(Object.values(PROPERTY_ORDERS)), 'none'];

/** every window of `size` rows read by keyset from the window before, and by OFFSET */
async function bothWays(body: SearchPropertyBody, size: number): Promise<{ keyset: string[][]; offset: string[][] }> {
  const keyset: string[][] = [];
  const offset: string[][] = [];
  let last: (string | null)[] | null = null;
  for (let start = 0; ; start += size) {
    const byOffset = await readWindow(env.db, body, size, start);
    const byKeyset: Awaited<ReturnType<typeof readWindow>> = start === 0 ? byOffset : await readWindow(env.db, body, size, start, { last: last ?? [], skip: 0 });
    offset.push(byOffset.ids);
    keyset.push(byKeyset.ids);
    last = byKeyset.last;
    if (byOffset.ids.length < size || !last) break;
  }
  return { keyset, offset };
}

describe('keyset paging equals OFFSET paging', () => {
  test.each(ORDERS.map((o) => [o]))('order %s, sale and rent together (NULL prices in the order)', async (o) => {
    const order = o === 'none' ? undefined : o;
    const { keyset, offset } = await bothWays({ order } as SearchPropertyBody, 37);
    expect(offset.flat().length).toBeGreaterThan(100);
    expect(keyset).toEqual(offset);
    // and no id twice
    expect(new Set(keyset.flat()).size).toBe(keyset.flat().length);
  });

  test.each([[0], [2], [3], [9], [12]])('order %i in one district, with a promoted listing first', async (order) => {
    const ids = (await readWindow(env.db, { rentalType: 1, zoneCode: district, order } as SearchPropertyBody, 1000, 0)).ids;
    const promoted = ids[Math.floor(ids.length / 2)] ?? '';
    const body = { rentalType: 1, zoneCode: district, order, popularizePropertyId: promoted } as SearchPropertyBody;
    const { keyset, offset } = await bothWays(body, 5);
    expect(keyset).toEqual(offset);
    expect(keyset.flat()[0]).toBe(promoted);
    expect(keyset.flat().length).toBe(ids.length);
  });

  test('a deep page through searchIds continues from cached windows and equals the OFFSET page', async () => {
    for (const order of [0, 1, 2, 5, 13]) {
      invalidateCatalogCaches();
      const body = { order, pageCount: 3 } as SearchPropertyBody;
      // pages 1 and 3 cache their windows (15 rows each); page 12 (rows 33-35) continues from the second
      await searchIds(env.db, body, 3, 0);
      await searchIds(env.db, body, 3, 15);
      const deep = await searchIds(env.db, body, 3, 33);
      const plain = (await readWindow(env.db, body, 3, 33)).ids;
      expect(deep).toEqual(plain);
      expect(deep).toHaveLength(3);
    }
  });

  test('pages through the API: page N after pages 1..N-1 equals page N asked first', async () => {
    const body = { rentalType: 1, order: PROPERTY_ORDERS.salePriceDesc, pageCount: 20 };
    const walked: string[][] = [];
    for (let page = 1; page <= 12; page++) {
      walked.push(ok(await post<{ items: { propertyID: string }[] }>(env, '/Property/SearchProperty', { ...body, pageIndex: page })).items.map((i) => i.propertyID));
    }
    invalidateCatalogCaches();
    for (const page of [12, 7, 1]) {
      const direct = ok(await post<{ items: { propertyID: string }[] }>(env, '/Property/SearchProperty', { ...body, pageIndex: page }));
      expect(direct.items.map((i) => i.propertyID)).toEqual(walked[page - 1]);
    }
  });
});

async function scanCount(f: PropertyFilter): Promise<number> {
  const p = new Params();
  const row = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM listings l WHERE ${propertyWhere(f, p).join(' AND ')}`, p.values);
  return Number(row?.n);
}

describe('totals from listing_counts', () => {
  const filters = (): PropertyFilter[] => [
    {},
    { rentalType: 1 },
    { rentalType: 2, isServiced: true },
    { rentalType: 1, zoneCode: district },
    { rentalType: 1, zoneCode: `${district},${otherDistrict}`, roomNumbers: [2, 3] },
    { rentalType: 1, regionCode: region, roomNumbers: [5] },
    { rentalType: 1, saleStatuses: [4] },
    { rentalType: 1, saleStatuses: [5] },
    { rentalType: 1, priceCode: '4000000-6000000' },
    { rentalType: 1, priceCode: '3000000-7000001', zoneCode: district },
    { rentalType: 1, minPriceValue: 5_500_000.5, maxPriceValue: 30_000_000 },
    { rentalType: 1, maxPriceValue: 2_000_000_001 },
    { rentalType: 1, minPriceValue: 10_000_000 },
    { rentalType: 2, priceCode: '10000-20000', roomNumbers: [1, 2] },
    { rentalType: 2, minPriceValue: 12_345, maxPriceValue: 99_999 },
    { rentalType: 1, maxPriceValue: 1e300 },
    { rentalType: 1, minPriceValue: 1e300 },
    { rentalType: 1, minPriceValue: 9_000_000, maxPriceValue: 8_000_000 },
  ];

  test('every filter it answers gives the exact count of the listings', async () => {
    for (const f of filters()) {
      expect(countable(f)).toBe(true);
      expect({ f, n: await countFromAggregate(env.db, f) }).toEqual({ f, n: await scanCount(f) });
    }
    // the price bands of a whole-band filter are answered from the counts alone
    expect(await countFromAggregate(env.db, { rentalType: 1, priceCode: '4000000-6000000' })).toBeGreaterThan(0);
  });

  test('a filter it cannot answer is counted on the listings', async () => {
    const others: PropertyFilter[] = [
      { keywords: 'tai' }, { rentalType: 1, saleableArea: '300-500' }, { minPriceValue: 1_000_000 },
      { regionType: 1, zoneCode: district }, { gscopeCode: 'x' }, { rentalType: 1, topTypes: [3] },
    ];
    for (const f of others) {
      expect(countable(f)).toBe(false);
      await expect(countFromAggregate(env.db, f)).resolves.toBeUndefined();
    }
    // a price range inside one band: only that part of the band is counted on the listings
    const inside: PropertyFilter = { rentalType: 1, minPriceValue: 4_100_000, maxPriceValue: 5_200_000 };
    expect(await countFromAggregate(env.db, inside)).toBe(await scanCount(inside));
    expect(priceInterval({ priceCode: '10-20', minPriceValue: 12.5 })).toEqual({ lo: 13, hi: 19 });
  });

  test('the API total is the number of listings matched', async () => {
    invalidateCatalogCaches();
    for (const f of filters().slice(0, 8)) {
      const page = ok(await post<{ total: number }>(env, '/Property/SearchProperty', { ...f, pageCount: 1 }));
      expect(page.total).toBe(await scanCount(f));
    }
  });

  test('the counts follow every write to listings (update, delete, a bulk load without triggers)', async () => {
    const consistent = async () => (await env.db.query(
      `SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
              listing_price_band(rental_type, sale_price, rent_price) AS price_band, count(*)::int AS n FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7
       EXCEPT SELECT rental_type, district_code, room_number, status, is_serviced, region_code, price_band, n FROM listing_counts WHERE n <> 0
       UNION ALL
       SELECT c.rental_type, c.district_code, c.room_number, c.status, c.is_serviced, c.region_code, c.price_band, c.n FROM listing_counts c
        WHERE c.n <> 0 AND c.n <> (SELECT count(*) FROM listings l WHERE l.rental_type = c.rental_type AND l.district_code = c.district_code
          AND l.room_number = c.room_number AND l.status = c.status AND l.is_serviced = c.is_serviced AND l.region_code = c.region_code
          AND listing_price_band(l.rental_type, l.sale_price, l.rent_price) = c.price_band)`,
    )).length;
    expect(await consistent()).toBe(0);
    const f: PropertyFilter = { rentalType: 1, zoneCode: district, priceCode: '4000000-6000000' };
    const before = await countFromAggregate(env.db, f);
    const ids = (await env.db.query<{ id: string }>(
      `SELECT id FROM listings WHERE rental_type = 1 AND district_code = $1 AND status IN (4, 8) ORDER BY id LIMIT 6`, [district],
    )).map((r) => r.id);
    await env.db.query('UPDATE listings SET status = 5 WHERE id = $1', [ids[0]]);
    await env.db.query('UPDATE listings SET sale_price = 5000000 WHERE id = ANY($1::text[])', [ids.slice(1, 3)]);
    await env.db.query('UPDATE listings SET district_code = $2 WHERE id = $1', [ids[3], otherDistrict]);
    await env.db.query('UPDATE listings SET view_count = view_count + 1 WHERE id = ANY($1::text[])', [ids]);
    const removable = await env.db.one<{ id: string }>(
      `SELECT l.id FROM listings l WHERE NOT EXISTS (SELECT 1 FROM listing_orders o WHERE o.listing_id = l.id)
         AND NOT EXISTS (SELECT 1 FROM contact_logs c WHERE c.listing_id = l.id)
         AND NOT EXISTS (SELECT 1 FROM leave_messages m WHERE m.listing_id = l.id)
         AND NOT EXISTS (SELECT 1 FROM property_reports r WHERE r.listing_id = l.id) ORDER BY l.id LIMIT 1`,
    );
    await env.db.query('DELETE FROM listings WHERE id = $1', [removable?.id]);
    await env.db.tx(async (t) => {
      // what the seed's bulk load does: ordinary triggers off for the transaction
      await t.exec('SET LOCAL session_replication_role = replica');
      await t.query('UPDATE listings SET room_number = 5 WHERE id = $1', [ids[4]]);
    });
    expect(await consistent()).toBe(0);
    expect(await countFromAggregate(env.db, f)).toBe(await scanCount(f));
    expect(await countFromAggregate(env.db, f)).not.toBe(before);
  });
});
