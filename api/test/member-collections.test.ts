import { VISITOR_BOOKMARK_LIMIT } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  token = await tokenFor(env.db, FIXTURE.member);
});
afterAll(() => env.close());

const post = (path: string, body: object, o: { token?: string; visitorId?: string; language?: string } = {}) =>
  call(env.app, 'POST', path, { body, ...o });

describe('member bookmarks', () => {
  it('adds bookmarks of every kind (idempotently) and lists them newest first with summaries in the request language', async () => {
    const first = await post('/User/AddCollection', { sourceType: 'buy', sourceId: FIXTURE.ownedSale, remark: 'near MTR' }, { token });
    expect(first.json().result).toEqual({ collectionID: expect.any(Number), created: true });
    const again = await post('/User/AddCollection', { sourceType: 'buy', sourceId: FIXTURE.ownedSale }, { token });
    expect(again.json().result).toEqual({ collectionID: first.json().result.collectionID, created: false });
    await post('/User/AddCollection', { sourceType: 'estate', sourceId: String(FIXTURE.estate) }, { token });
    await post('/User/AddCollection', { sourceType: 'new', sourceId: String(FIXTURE.newEstate) }, { token });
    await post('/User/AddCollection', { sourceType: 'rent', sourceId: FIXTURE.agentRent }, { token });

    const page = (await post('/User/SearchCollection', { pageIndex: 1, pageCount: 10 }, { token, language: 'en-us' })).json().result;
    expect(page.total).toBe(4);
    expect(page.items.map((i: { sourceType: string }) => i.sourceType)).toEqual(['rent', 'new', 'estate', 'buy']);
    const buy = page.items[3];
    expect(buy.remark).toBe('near MTR');
    expect(buy.property).toMatchObject({ propertyID: 'S9001', titleWithCulture: 'Harbour View Gardens HH9001', salePrice: 8800000, regionNameWithCulture: 'Central and Western' });
    expect(page.items[2].estate).toMatchObject({ estateID: 9101, estateNameWithCulture: 'Harbour View Gardens' });
    expect(page.items[1].newEstate).toMatchObject({ estateId: 9201, nameWithCulture: 'One Harbour', minPrice: 6000000 });
    const hk = (await post('/User/SearchCollection', { sourceType: 'estate' }, { token, language: 'zh-hk' })).json().result;
    expect(hk.items).toHaveLength(1);
    expect(hk.items[0].estate.estateNameWithCulture).toBe('海景花園');
  });

  it('refuses a bookmark of something that does not exist (404), or of the wrong type', async () => {
    const missing = await post('/User/AddCollection', { sourceType: 'buy', sourceId: 'S1' }, { token, language: 'en-us' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: 'propertyNotFound', message: 'Unable to find the property, it may have been removed' });
    expect((await post('/User/AddCollection', { sourceType: 'rent', sourceId: FIXTURE.ownedSale }, { token })).statusCode).toBe(404);
  });

  it('counts by type, tells which ids are bookmarked, updates remarks and deletes', async () => {
    const count = (await post('/User/GetCollectionCount', {}, { token })).json().result;
    expect(count.total).toBe(4);
    expect(count.counts).toContainEqual({ type: 'buy', count: 1 });
    expect(count.counts).toContainEqual({ type: 'serviced', count: 0 });
    const status = (await post('/User/GetCollectionsStatus', { sourceType: 'buy', sourceIds: ['S9001', 'S9003'] }, { token })).json().result;
    expect(status).toEqual([
      { sourceId: 'S9001', isCollected: true, collectionID: expect.any(Number) },
      { sourceId: 'S9003', isCollected: false, collectionID: null },
    ]);
    const id = status[0].collectionID;
    expect((await post('/User/UpdateCollection', { collectionID: id, remark: 'sea view' }, { token })).json().result).toEqual({ updated: true });
    const other = await tokenFor(env.db, FIXTURE.other);
    expect((await post('/User/UpdateCollection', { collectionID: id, remark: 'mine now' }, { token: other })).statusCode).toBe(404);

    const noTarget = await call(env.app, 'GET', '/User/DeleteCollection', { token, language: 'en-us' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().messageKey).toBe('deleteNeedsTarget');
    const one = await call(env.app, 'GET', '/User/DeleteCollection', { token, query: { collectionId: id } });
    expect(one.json().result).toEqual({ deleted: 1 });
    await post('/User/AddCollection', { sourceType: 'buy', sourceId: 'S9003' }, { token });
    await post('/User/AddCollection', { sourceType: 'buy', sourceId: 'S9001' }, { token });
    const allBuy = await call(env.app, 'GET', '/User/DeleteCollection', { token, query: { sourceType: 'buy' } });
    expect(allBuy.json().result).toEqual({ deleted: 2 });
    expect((await post('/User/GetCollectionCount', {}, { token })).json().result.total).toBe(3);
  });

  it('needs a member: 401 without a token', async () => {
    for (const path of ['/User/AddCollection', '/User/SearchCollection', '/User/GetCollectionCount']) {
      const res = await post(path, { sourceType: 'buy', sourceId: 'S9001' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('has no limit for members', async () => {
    const userId = (await env.db.one<{ id: number }>("INSERT INTO users (email, name) VALUES ('many@fixture.test', 'Many') RETURNING id::int AS id"))?.id as number;
    const many = await tokenFor(env.db, userId);
    await insertListings(VISITOR_BOOKMARK_LIMIT + 5);
    for (let i = 0; i < VISITOR_BOOKMARK_LIMIT + 5; i++) {
      const res = await post('/User/AddCollection', { sourceType: 'buy', sourceId: `S95${String(i).padStart(2, '0')}` }, { token: many });
      expect(res.statusCode).toBe(200);
    }
    expect((await post('/User/GetCollectionCount', {}, { token: many })).json().result.total).toBe(VISITOR_BOOKMARK_LIMIT + 5);
  });
});

let listingsInserted = 0;
async function insertListings(n: number): Promise<void> {
  for (; listingsInserted < n; listingsInserted++) {
    const id = `S95${String(listingsInserted).padStart(2, '0')}`;
    await env.db.query(
      `INSERT INTO listings (id, listing_no, rental_type, region_code, district_code, title, description, address, saleable_area,
         room_number, building_age, lat, lng, published_at, updated_at, expires_at)
       SELECT $1, 'N' || $1, 1, region_code, district_code, title, description, address, saleable_area, room_number, building_age,
         lat, lng, published_at, updated_at, expires_at FROM listings WHERE id = 'S9001'`,
      [id],
    );
  }
}

describe('visitor bookmarks', () => {
  let visitorId: string;
  beforeAll(async () => {
    visitorId = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId;
    await insertListings(VISITOR_BOOKMARK_LIMIT + 5);
  });

  it('needs a visitor id', async () => {
    const res = await post('/User/AddVisitorCollection', { sourceType: 'buy', sourceId: 'S9001' }, { language: 'en-us' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ messageKey: 'visitorRequired', field: 'headers.visitorId' });
  });

  it(`keeps up to ${VISITOR_BOOKMARK_LIMIT} bookmarks, then answers 409 bookmarkLimit`, async () => {
    for (let i = 0; i < VISITOR_BOOKMARK_LIMIT; i++) {
      const res = await post('/User/AddVisitorCollection', { sourceType: 'buy', sourceId: `S95${String(i).padStart(2, '0')}` }, { visitorId });
      expect(res.json().result.created).toBe(true);
    }
    const over = await post('/User/AddVisitorCollection', { sourceType: 'estate', sourceId: String(FIXTURE.estate) }, { visitorId, language: 'en-us' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 409, messageKey: 'bookmarkLimit', message: 'Bookmark limit reached: sign in to bookmark more' });
    // bookmarking one already kept is not a new place
    expect((await post('/User/AddVisitorCollection', { sourceType: 'buy', sourceId: 'S9500' }, { visitorId })).statusCode).toBe(200);
    expect((await post('/User/GetVisitorCollectionCount', {}, { visitorId })).json().result.total).toBe(VISITOR_BOOKMARK_LIMIT);
  });

  it('lists, tells status, cancels by id or by source, and cleans by type or all', async () => {
    const page = (await post('/User/SearchVisitorCollection', { pageIndex: 2, pageCount: 15 }, { visitorId })).json().result;
    expect(page).toMatchObject({ total: VISITOR_BOOKMARK_LIMIT, pageIndex: 2, pageCount: 15 });
    expect(page.items).toHaveLength(VISITOR_BOOKMARK_LIMIT - 15);
    const status = (await post('/User/GetVisitorCollectionsStatus', { sourceType: 'buy', sourceIds: ['S9500', 'S9001'] }, { visitorId })).json().result;
    expect(status.map((s: { isCollected: boolean }) => s.isCollected)).toEqual([true, false]);
    const byId = await post('/User/CancelVisitorCollection', { collectionID: status[0].collectionID }, { visitorId });
    expect(byId.json().result).toEqual({ deleted: 1 });
    const bySource = await post('/User/CancelVisitorCollection', { sourceType: 'buy', sourceId: 'S9501' }, { visitorId });
    expect(bySource.json().result).toEqual({ deleted: 1 });
    // room again, for an estate
    expect((await post('/User/AddVisitorCollection', { sourceType: 'estate', sourceId: String(FIXTURE.estate) }, { visitorId })).statusCode).toBe(200);
    expect((await post('/User/CleanVisitorCollection', { sourceType: 'estate' }, { visitorId })).json().result).toEqual({ deleted: 1 });
    expect((await post('/User/CleanVisitorCollection', {}, { visitorId })).json().result).toEqual({ deleted: VISITOR_BOOKMARK_LIMIT - 2 });
    expect((await post('/User/GetVisitorCollectionCount', {}, { visitorId })).json().result.total).toBe(0);
  });

  it('does not let one visitor touch another’s bookmarks', async () => {
    const other = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId;
    const mine = (await post('/User/AddVisitorCollection', { sourceType: 'buy', sourceId: 'S9001' }, { visitorId })).json().result;
    expect((await post('/User/CancelVisitorCollection', { collectionID: mine.collectionID }, { visitorId: other })).json().result).toEqual({ deleted: 0 });
    expect((await post('/User/GetVisitorCollectionCount', {}, { visitorId })).json().result.total).toBe(1);
  });

  it('moves a visitor’s bookmarks to the member who signs in with the same visitor id', async () => {
    await post('/User/SignUp', { account: 'adopt@example.com', password: 'harbour-2026', userName: 'Adopter' }, { visitorId });
    const signIn = await post('/User/SignIn', { account: 'adopt@example.com', password: 'harbour-2026' });
    const memberToken = signIn.json().result.token;
    const status = (await post('/User/GetCollectionsStatus', { sourceType: 'buy', sourceIds: ['S9001'] }, { token: memberToken })).json().result;
    expect(status[0].isCollected).toBe(true);
  });
});
