/**
 * Card payments: the Stripe SDK pointed at a local stand-in of Stripe's API (STRIPE_API_URL) for
 * Checkout sessions, and webhooks signed with the webhook secret as Stripe signs them.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { startProviderServer, type ProviderServer } from './payments-provider-server';
import { deliverStripe, signed, stripeEvent, STRIPE_WEBHOOK_SECRET } from './payments-stripe-events';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
let stripeApi: ProviderServer;
let owner: string;
let other: string;
let failNext = false;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_harbourhome', STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: '' };
beforeAll(async () => {
  stripeApi = await startProviderServer((r) => {
    if (failNext) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } };
    const n = stripeApi.requests.length;
    return r.path === '/v1/checkout/sessions'
      ? { body: { id: `cs_test_${n}`, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/cs_test_${n}`, payment_status: 'unpaid' } }
      : { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  });
  STRIPE.STRIPE_API_URL = stripeApi.url;
  env = await createTestEnv();
  await insertFixtures(env.db);
  [owner, other] = await Promise.all([tokenFor(env.db, FIXTURE.owner), tokenFor(env.db, FIXTURE.other)]);
});
beforeEach(() => {
  Object.assign(process.env, STRIPE);
  failNext = false;
});
afterEach(() => {
  for (const k of Object.keys(STRIPE)) delete process.env[k];
});
afterAll(async () => {
  await env.close();
  await stripeApi.close();
});

const post = (path: string, token: string, body: object) => call(env.app, 'POST', path, { token, language: 'en-us', body });
const pay = (body: object, token = owner) => post('/User/CreatePayment', token, { method: 'card', ...body });
const orderState = (orderId: number) =>
  env.db.one<{ status: string; payment_method: string }>('SELECT status, payment_method FROM listing_orders WHERE id = $1', [orderId]);
const premium = async () => (await env.db.one<{ p: boolean }>('SELECT premium AS p FROM listings WHERE id = $1', [FIXTURE.ownedSale]))?.p;


it('is offered only with both keys, and answers paymentUnavailable otherwise', async () => {
  const methods = async () => (await call(env.app, 'GET', '/User/GetPaymentMethods', { token: owner })).json().result;
  expect(await methods()).toEqual({ bankTransfer: null, card: true, paypal: false });
  delete process.env.STRIPE_WEBHOOK_SECRET;
  expect((await methods()).card).toBe(false);
  expect((await pay({ listingId: FIXTURE.ownedSale, plan: 'premium' })).json()).toMatchObject({ code: 409, messageKey: 'paymentUnavailable', field: 'body.method' });
  expect((await deliverStripe(env.app, signed(stripeEvent('evt_off', 1)))).statusCode).toBe(409);
});

it('opens a Checkout session for the order through the SDK, and pays it once from a signed webhook', async () => {
  const created = await pay({ listingId: FIXTURE.ownedSale, plan: 'premium' });
  expect(created.json().result).toMatchObject({ amount: 688, currency: 'HKD', method: 'card', status: 'pending', redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
  const orderId = created.json().result.orderId as number;
  const sent = stripeApi.requests.at(-1);
  expect(sent?.headers.authorization).toBe('Bearer sk_test_harbourhome');
  const form = new URLSearchParams(sent?.body);
  expect(form.get('line_items[0][price_data][unit_amount]')).toBe('68800');
  expect(form.get('line_items[0][price_data][currency]')).toBe('hkd');
  expect(form.get('metadata[orderId]')).toBe(String(orderId));
  expect(form.get('success_url')).toContain(`/member/orders?orderId=${orderId}`);
  expect(await orderState(orderId)).toEqual({ status: 'pending', payment_method: 'card' });
  expect((await pay({ orderId }, other)).statusCode).toBe(404);

  await env.db.query('UPDATE listings SET premium = false WHERE id = $1', [FIXTURE.ownedSale]);
  const event = signed(stripeEvent('evt_paid_1', orderId));
  const first = await deliverStripe(env.app, event);
  expect(first.json()).toEqual({ code: 0, result: { received: true, outcome: 'applied' } });
  expect(await orderState(orderId)).toEqual({ status: 'paid', payment_method: 'card' });
  expect(await premium()).toBe(true);

  await env.db.query('UPDATE listings SET premium = false WHERE id = $1', [FIXTURE.ownedSale]);
  expect((await deliverStripe(env.app, event)).json().result.outcome).toBe('replayed');
  expect((await deliverStripe(env.app, signed(stripeEvent('evt_paid_2', orderId)))).json().result.outcome).toBe('alreadyPaid');
  expect(await premium()).toBe(false);
  expect((await pay({ orderId })).json()).toMatchObject({ code: 409, messageKey: 'orderNotPending' });
});

it('refuses a bad signature with 400, and records events of unknown orders or wrong amounts without paying', async () => {
  const orderId = (await pay({ listingId: FIXTURE.ownedSale, plan: 'promotion' })).json().result.orderId as number;
  const good = signed(stripeEvent('evt_forged', orderId, { amount_total: 38_800 }));
  expect((await deliverStripe(env.app, { payload: good.payload.replace('38800', '100'), signature: good.signature })).statusCode).toBe(400);
  expect((await deliverStripe(env.app, signed(stripeEvent('evt_forged', orderId), 'whsec_other'))).statusCode).toBe(400);
  expect((await deliverStripe(env.app, { payload: good.payload, signature: '' })).statusCode).toBe(400);
  expect(await orderState(orderId)).toEqual({ status: 'pending', payment_method: 'card' });

  expect((await deliverStripe(env.app, signed(stripeEvent('evt_unknown', 987_654)))).json().result.outcome).toBe('unknownOrder');
  expect((await deliverStripe(env.app, signed(stripeEvent('evt_short', orderId, { amount_total: 100 })))).json().result.outcome).toBe('amountMismatch');
  expect((await deliverStripe(env.app, signed(stripeEvent('evt_unpaid', orderId, { payment_status: 'unpaid' })))).json().result.outcome).toBe('ignored');
  expect(await orderState(orderId)).toEqual({ status: 'pending', payment_method: 'card' });
  expect((await deliverStripe(env.app, good)).json().result.outcome).toBe('applied');
});

it('answers providerFailed and keeps no new order when Stripe refuses the session', async () => {
  const before = (await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM listing_orders'))?.n;
  failNext = true;
  expect((await pay({ listingId: FIXTURE.ownedSale, plan: 'premium' })).json()).toMatchObject({ code: 500, messageKey: 'providerFailed' });
  expect((await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM listing_orders'))?.n).toBe(before);
});
