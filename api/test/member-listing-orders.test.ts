import { LISTING_PLANS } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor, type CallOptions, TEST_BANK, insertStaff } from '../src/modules/member/testing';

let env: TestEnv;
let owner: string;
let other: string;
let staff: string;
const BANK = TEST_BANK;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await insertStaff(env.db);
  owner = await tokenFor(env.db, FIXTURE.owner);
  other = await tokenFor(env.db, FIXTURE.other);
  staff = await tokenFor(env.db, 9010);
});
afterEach(() => {
  for (const k of Object.keys(BANK)) delete process.env[k];
});
afterAll(() => env.close());

const post = (path: string, token: string, body: object, o: CallOptions = {}) => call(env.app, 'POST', path, { token, language: 'en-us', ...o, body });
const order = (token: string, o: object = {}) =>
  post('/User/CreateListingOrder', token, { listingId: FIXTURE.ownedSale, plan: 'promotion', paymentMethod: 'bank-transfer', ...o });

it('offers bank transfer only with an account configured, and card or PayPal not at all here', async () => {
  expect((await order(owner)).json()).toMatchObject({ code: 409, messageKey: 'paymentUnavailable', field: 'body.paymentMethod' });
  Object.assign(process.env, BANK);
  expect((await order(owner, { paymentMethod: 'card' })).json().messageKey).toBe('paymentUnavailable');
  expect((await order(owner, { paymentMethod: 'paypal' })).json().messageKey).toBe('paymentUnavailable');
  expect((await order(other)).statusCode).toBe(404);
});

it('answers the account and a reference; staff confirm it once and the plan applies once', async () => {
  Object.assign(process.env, BANK);
  const created = (await order(owner)).json().result;
  expect(created).toMatchObject({
    amount: LISTING_PLANS.promotion, status: 'pending',
    bankAccount: { bankName: 'Harbour Bank', accountName: 'HarbourHome Ltd', accountNumber: '012-345678-001' },
  });
  expect(created.reference).toMatch(new RegExp(`^HH${created.orderId}-[0-9A-F]{8}$`));
  const records = async () => (await post('/User/SearchOrderRecord', owner, {})).json().result.items.filter((o: { orderId: number }) => o.orderId === created.orderId);
  expect((await records())[0].status).toBe('pending');
  expect((await post('/Staff/ConfirmListingOrder', owner, { orderId: created.orderId })).statusCode).toBe(403);
  expect((await post('/Staff/ConfirmListingOrder', staff, { orderId: created.orderId })).json().result).toEqual({ orderId: created.orderId, status: 'paid', applied: true });
  const topType = async () => Number((await env.db.one<{ t: number }>('SELECT top_type AS t FROM listings WHERE id = $1', [FIXTURE.ownedSale]))?.t);
  expect(await topType()).toBe(3);
  await env.db.query('UPDATE listings SET top_type = 0 WHERE id = $1', [FIXTURE.ownedSale]);
  expect((await post('/Staff/ConfirmListingOrder', staff, { orderId: created.orderId })).json().result.applied).toBe(false);
  expect(await topType()).toBe(0);
  expect(await records()).toEqual([expect.objectContaining({ status: 'paid', amount: LISTING_PLANS.promotion, paymentMethod: 'bank-transfer' })]);
  expect((await post('/Staff/ConfirmListingOrder', staff, { orderId: 987654 })).statusCode).toBe(404);
});
