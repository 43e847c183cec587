import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor, type CallOptions } from '../src/modules/member/testing';

let env: TestEnv;
let member: string;
let other: string;
let staff: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await env.db.query(
    `INSERT INTO estate_buildings (id, estate_id, code, name, floors, flats_per_floor) VALUES (9111, 9101, 'ZZ-B1', $1, 30, 8)`,
    [JSON.stringify({ 'zh-hk': '第1座', 'zh-cn': '第1座', 'en-us': 'Block 1' })],
  );
  await env.db.query("INSERT INTO users (id, email, name, role) VALUES (9010, 'staff9010@fixture.test', 'Staff', 'admin')");
  member = await tokenFor(env.db, FIXTURE.member);
  other = await tokenFor(env.db, FIXTURE.other);
  staff = await tokenFor(env.db, 9010);
});
afterAll(() => env.close());

const post = (path: string, token: string, body: object, o: CallOptions = {}) => call(env.app, 'POST', path, { token, language: 'en-us', ...o, body });
const flat = { rentalType: 1, estateId: FIXTURE.estate, buildingId: 9111, floor: 23, flat: 'B', price: 6_500_000, saleableArea: 500, roomNumber: 2, description: 'Bright, sea view' };
const act = (listingId: string, action: string, token = member) => post('/User/OwnListingAction', token, { listingId, action });
const review = (listingId: string, body: object, token = staff) => post('/Staff/ReviewListing', token, { listingId, ...body });
const inSearch = async (id: string) =>
  (await call(env.app, 'POST', '/Property/SearchProperty', { body: { rentalType: 1, estateIds: [FIXTURE.estate], pageCount: 100 } }))
    .json().result.items.some((i: { propertyID: string }) => i.propertyID === id);

it('previews without saving; posting waits for a verified account', async () => {
  const preview = await post('/User/PreviewOwnListing', member, flat);
  expect(preview.json().result).toMatchObject({
    listingId: null, state: null, actions: [], titleWithCulture: 'Harbour View Gardens 2-bedroom',
    addressWithCulture: 'Flat B, 23/F, Block 1, Harbour View Gardens, 1 Connaught Road West', saleableAvgPrice: 13_000,
  });
  const hk = await post('/User/PreviewOwnListing', member, flat, { language: 'zh-hk' });
  expect(hk.json().result.addressWithCulture).toBe('干諾道西 1 號 海景花園 第1座 23樓B室');
  const refused = await post('/User/PostOwnListing', member, flat, { language: 'zh-cn' });
  expect(refused.json()).toMatchObject({ code: 403, messageKey: 'verifyFirst', message: '请先验证你的电邮或手机号码' });
  expect((await post('/User/PreviewOwnListing', member, { ...flat, buildingId: 424242 })).json()).toMatchObject({ code: 404, field: 'body.buildingId' });
  expect((await post('/User/PreviewOwnListing', member, { ...flat, description: 'Call 9123 4567' })).json().messageKey).toBe('errors.contactInContent');
});

it('goes through review: refused with its reason, edited, submitted, approved, then found by SearchProperty', async () => {
  await env.db.query('UPDATE users SET verified_at = now() WHERE id = $1', [FIXTURE.member]);
  const posted = (await post('/User/PostOwnListing', member, flat)).json().result;
  expect(posted).toMatchObject({ state: 'awaitingPayment', stateText: 'Not yet effective, awaiting payment', actions: ['edit', 'submit', 'delete'] });
  const id = posted.listingId as string;
  expect(id).toMatch(/^S\d+$/);
  expect((await act(id, 'submit', other)).statusCode).toBe(404);
  expect((await act(id, 'hide')).json()).toMatchObject({ code: 409, messageKey: 'actionNotAllowed' });
  expect((await act(id, 'submit')).json().result).toMatchObject({ state: 'underReview', actions: ['delete'] });
  expect((await post('/User/UpdateOwnListing', member, { listingId: id, listing: flat })).statusCode).toBe(409);
  expect((await review(id, { approve: true }, member)).statusCode).toBe(403);
  expect((await review(id, { approve: false })).json()).toMatchObject({ code: 400, messageKey: 'refusalReasonRequired' });
  const refused = (await review(id, { approve: false, reason: 'content', note: 'Add the floor plan' })).json().result;
  expect(refused).toMatchObject({ state: 'notApproved', refusal: { reason: 'content', note: 'Add the floor plan' }, actions: ['edit', 'submit', 'delete'] });
  expect(await inSearch(id)).toBe(false);
  const edited = (await post('/User/UpdateOwnListing', member, { listingId: id, listing: { ...flat, roomNumber: 3 } })).json().result;
  expect(edited).toMatchObject({ state: 'awaitingPayment', refusal: null, titleWithCulture: 'Harbour View Gardens 3-bedroom' });
  await act(id, 'submit');
  expect((await review(id, { approve: true })).json().result).toMatchObject({ state: 'effective', actions: ['edit', 'hide', 'delete'] });
  expect(await inSearch(id)).toBe(true);
  expect((await review(id, { approve: true })).statusCode).toBe(409);
});

it('lets the owner cut the price at once, sends other edits back to review, hides, shows, renews and deletes', async () => {
  const own = (await post('/User/SearchOwnListing', member, {})).json().result;
  const id = own.items[0].listingId as string;
  expect((await post('/User/SearchOwnListing', other, {})).json().result.total).toBe(0);
  const cut = (await post('/User/UpdateOwnListing', member, { listingId: id, listing: { ...flat, roomNumber: 3, price: 6_000_000 } })).json().result;
  expect(cut).toMatchObject({ state: 'effective', price: 6_000_000 });
  const row = await env.db.one<{ original_price: string; price_reduction_pct: string }>('SELECT original_price, price_reduction_pct FROM listings WHERE id = $1', [id]);
  expect([Number(row?.original_price), Number(row?.price_reduction_pct)]).toEqual([6_500_000, 7.69]);
  expect((await act(id, 'hide')).json().result.state).toBe('hidden');
  expect(await inSearch(id)).toBe(false);
  expect((await act(id, 'show')).json().result.state).toBe('effective');
  expect(await inSearch(id)).toBe(true);
  await env.db.query("UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
  expect((await post('/User/SearchOwnListing', member, {})).json().result.items[0]).toMatchObject({ state: 'expired', actions: ['renew', 'delete'] });
  expect((await post('/User/UpdateOwnListing', member, { listingId: id, listing: flat })).statusCode).toBe(409);
  expect((await act(id, 'renew')).json().result.state).toBe('effective');
  const moved = (await post('/User/UpdateOwnListing', member, { listingId: id, listing: { ...flat, roomNumber: 3, price: 6_000_000, floor: 24 } })).json().result;
  expect(moved.state).toBe('underReview');
  expect((await act(id, 'delete')).json().result).toBeNull();
  expect((await post('/User/SearchOwnListing', member, {})).json().result.total).toBe(0);
  expect((await act(id, 'show')).statusCode).toBe(404);
});
