/**
 * PayPal payments: the server SDK pointed at a local stand-in of PayPal's API (PAYPAL_API_URL)
 * for the OAuth token, orders and captures, and webhooks believed only when the stand-in's
 * verify-webhook-signature call says SUCCESS for our webhook id.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { startProviderServer, type Answer, type ProviderServer, type Recorded } from './payments-provider-server';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
let paypalApi: ProviderServer;
let owner: string;
let other: string;
const PAYPAL = { PAYPAL_CLIENT_ID: 'hh-client', PAYPAL_CLIENT_SECRET: 'hh-secret', PAYPAL_WEBHOOK_ID: 'WH-HARBOUR', PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_API_URL: '' };
const VALID_SIG = 'signed-by-paypal';
const captured = new Set<string>();
let captureDown = false;

const capture = (custom: string, value = '688.00') => ({ id: `CAP-${custom}`, status: 'COMPLETED', custom_id: custom, amount: { currency_code: 'HKD', value } });
const completed = (id: string) => ({ id, status: 'COMPLETED', purchase_units: [{ reference_id: id.slice(3), payments: { captures: [capture(id.slice(3))] } }] });

function paypal(r: Recorded): Answer {
  const orderPath = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(r.path);
  if (r.path === '/v1/oauth2/token') return { body: { access_token: 'A21-local', token_type: 'Bearer', expires_in: 32_400 } };
  if (r.headers.authorization !== 'Bearer A21-local') return { status: 401, body: { error: 'invalid_token' } };
  if (r.path === '/v2/checkout/orders') {
    const id = `PP-${JSON.parse(r.body).purchase_units[0].custom_id}`;
    return { body: { id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', method: 'GET', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }] } };
  }
  if (orderPath?.[2] && captureDown) return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
  if (orderPath?.[2] && captured.has(orderPath[1] ?? '')) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
  if (orderPath) {
    captured.add(orderPath[1] ?? '');
    return { status: orderPath[2] ? 201 : 200, body: completed(orderPath[1] ?? '') };
  }
  if (r.path === '/v1/notifications/verify-webhook-signature') {
    const check = JSON.parse(r.body);
    const ok = check.transmission_sig === VALID_SIG && check.webhook_id === PAYPAL.PAYPAL_WEBHOOK_ID && typeof check.webhook_event?.id === 'string';
    return { body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
}

beforeAll(async () => {
  paypalApi = await startProviderServer(paypal);
  PAYPAL.PAYPAL_API_URL = paypalApi.url;
  env = await createTestEnv();
  await insertFixtures(env.db);
  [owner, other] = await Promise.all([tokenFor(env.db, FIXTURE.owner), tokenFor(env.db, FIXTURE.other)]);
});
beforeEach(() => Object.assign(process.env, PAYPAL));
afterEach(() => {
  for (const k of Object.keys(PAYPAL)) delete process.env[k];
});
afterAll(async () => {
  await env.close();
  await paypalApi.close();
});

const post = (path: string, token: string, body: object) => call(env.app, 'POST', path, { token, language: 'en-us', body });
const status = async (orderId: number) => (await env.db.one<{ s: string }>('SELECT status AS s FROM listing_orders WHERE id = $1', [orderId]))?.s;
const webhook = (event: object, sig = VALID_SIG) =>
  env.app.inject({
    method: 'POST', url: '/api/Payment/PayPalWebhook', payload: JSON.stringify(event),
    headers: {
      'content-type': 'application/json', 'paypal-auth-algo': 'SHA256withRSA', 'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'b2384410-f8d2-11e8-9a2b-4d5b9b5c1f25', 'paypal-transmission-sig': sig, 'paypal-transmission-time': '2026-11-25T10:00:00Z',
    },
  });
const captureEvent = (id: string, orderId: number, value?: string) => ({ id, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture(String(orderId), value) });

it('needs the client id, secret and webhook id', async () => {
  delete process.env.PAYPAL_WEBHOOK_ID;
  expect((await call(env.app, 'GET', '/User/GetPaymentMethods', { token: owner })).json().result.paypal).toBe(false);
  expect((await post('/User/CreatePayment', owner, { method: 'paypal', listingId: FIXTURE.ownedSale, plan: 'premium' })).json().messageKey).toBe('paymentUnavailable');
  expect((await webhook(captureEvent('WH-off', 1))).statusCode).toBe(409);
  Object.assign(process.env, PAYPAL);
  expect((await call(env.app, 'GET', '/User/GetPaymentMethods', { token: owner })).json().result.paypal).toBe(true);
});

it('creates the PayPal order through the SDK, captures it once the buyer is back, and pays the order once', async () => {
  const created = (await post('/User/CreatePayment', owner, { method: 'paypal', listingId: FIXTURE.ownedSale, plan: 'premium' })).json().result;
  expect(created).toMatchObject({ method: 'paypal', amount: 688, redirectUrl: expect.stringContaining('sandbox.paypal.com/checkoutnow') });
  const sent = paypalApi.requests.find((r) => r.path === '/v2/checkout/orders');
  expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
    intent: 'CAPTURE',
    purchase_units: [{ custom_id: String(created.orderId), amount: { currency_code: 'HKD', value: '688.00' } }],
    payment_source: { paypal: { experience_context: { return_url: expect.stringContaining(`/member/orders?orderId=${created.orderId}`) } } },
  });
  expect(paypalApi.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from('hh-client:hh-secret').toString('base64')}`);

  expect((await post('/User/CapturePayPalPayment', other, { orderId: created.orderId })).statusCode).toBe(404);
  expect((await post('/User/CapturePayPalPayment', owner, { orderId: created.orderId })).json().result).toEqual({ orderId: created.orderId, status: 'paid' });
  const calls = paypalApi.requests.length;
  expect((await post('/User/CapturePayPalPayment', owner, { orderId: created.orderId })).json().result.status).toBe('paid');
  expect(paypalApi.requests.length).toBe(calls);
  expect((await webhook(captureEvent('WH-CAP-1', created.orderId))).json().result.outcome).toBe('alreadyPaid');
  expect(await env.db.one('SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1 AND applied', [created.orderId])).toEqual({ n: 1 });
});

it('pays an order whose capture PayPal made but whose answer was lost, when the buyer tries again', async () => {
  const orderId = (await post('/User/CreatePayment', owner, { method: 'paypal', listingId: FIXTURE.ownedSale, plan: 'premium' })).json().result.orderId as number;
  captured.add(`PP-${orderId}`);
  expect((await post('/User/CapturePayPalPayment', owner, { orderId })).json().result.status).toBe('paid');
  expect(paypalApi.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v2/checkout/orders/PP-${orderId}/capture`, `GET /v2/checkout/orders/PP-${orderId}`]);
});

it('pays from a verified webhook once, and refuses one PayPal does not verify', async () => {
  const orderId = (await post('/User/CreatePayment', owner, { method: 'paypal', listingId: FIXTURE.ownedSale, plan: 'promotion' })).json().result.orderId as number;
  expect((await webhook(captureEvent('WH-forged', orderId, '388.00'), 'forged')).statusCode).toBe(400);
  expect((await webhook({ nonsense: true })).statusCode).toBe(400);
  expect(await status(orderId)).toBe('pending');
  expect((await webhook(captureEvent('WH-short', orderId, '3.88'))).json().result.outcome).toBe('amountMismatch');
  expect((await webhook(captureEvent('WH-paid', orderId, '388.00'))).json().result.outcome).toBe('applied');
  expect((await webhook(captureEvent('WH-paid', orderId, '388.00'))).json().result.outcome).toBe('replayed');
  expect(await status(orderId)).toBe('paid');
  expect((await webhook(captureEvent('WH-nobody', 987_654))).json().result.outcome).toBe('unknownOrder');
  const checks = paypalApi.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');
  expect(JSON.parse(checks.at(-1)?.body ?? '{}')).toMatchObject({ webhook_id: 'WH-HARBOUR', transmission_id: 'b2384410-f8d2-11e8-9a2b-4d5b9b5c1f25' });
});

it('captures an approved order whose buyer never came back when the approval event arrives, once, retrying after a failure', async () => {
  const orderId = (await post('/User/CreatePayment', owner, { method: 'paypal', listingId: FIXTURE.ownedSale, plan: 'premium' })).json().result.orderId as number;
  const approved = { id: 'WH-approved', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: `PP-${orderId}`, status: 'APPROVED' } };
  captureDown = true;
  try {
    expect((await webhook(approved)).statusCode).toBe(500);
  } finally {
    captureDown = false;
  }
  expect(await status(orderId)).toBe('pending');
  expect(await env.db.one("SELECT count(*)::int AS n FROM payment_events WHERE event_id = 'WH-approved'")).toEqual({ n: 0 });
  expect((await webhook(approved)).json().result.outcome).toBe('ignored');
  expect(await status(orderId)).toBe('paid');
  const captures = () => paypalApi.requests.filter((r) => r.path === `/v2/checkout/orders/PP-${orderId}/capture`).length;
  const before = captures();
  expect((await webhook(approved)).json().result.outcome).toBe('replayed');
  expect(captures()).toBe(before);
});
