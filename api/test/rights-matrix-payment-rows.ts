/**
 * The payment rows of the rights matrix (see rights-matrix-rows): the owner's bank transfer order
 * with its proof, a card payment started through a local stand-in of Stripe's API, and a paid
 * PayPal order. Only the owner (and staff, where staff may) sees or touches any of it.
 */
import { randomBytes } from 'node:crypto';
import { FIXTURE } from '../src/modules/member/testing';
import { startProviderServer, type ProviderServer } from './payments-provider-server';
import { count, refusedOr, type Ctx, type Data, type Row } from './rights-matrix-rows';

let stripeApi: ProviderServer | undefined;
/** a stand-in of Stripe's API for CreatePayment; close it after the matrix */
export async function startStripeStandIn(): Promise<() => Promise<void>> {
  stripeApi = await startProviderServer(() => ({ body: { id: `cs_test_${randomBytes(6).toString('hex')}`, object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test' } }));
  return () => stripeApi?.close() ?? Promise.resolve();
}

async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const k of Object.keys(vars)) delete process.env[k];
  }
}
const stripeEnv = () => ({ STRIPE_SECRET_KEY: 'sk_test_matrix', STRIPE_WEBHOOK_SECRET: 'whsec_matrix', STRIPE_API_URL: stripeApi?.url ?? '' });
const PAYPAL_ENV = { PAYPAL_CLIENT_ID: 'matrix', PAYPAL_CLIENT_SECRET: 'matrix', PAYPAL_WEBHOOK_ID: 'WH-MATRIX', PAYPAL_API_URL: 'http://127.0.0.1:9' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** the owner's pending order (`method`), with a proof when it is a bank transfer */
const orderOfOwner = (method: 'bank-transfer' | 'card' | 'paypal' = 'bank-transfer', status = 'pending') => async (c: Ctx): Promise<Data> => {
  await c.db.query("DELETE FROM listing_orders WHERE status = 'pending'");
  const row = await c.db.one<{ id: number }>(
    `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status, reference, provider_ref)
     VALUES ($1, $2, 'premium', 688, $3, $4, $5, $6) RETURNING id::int AS id`,
    [FIXTURE.ownedSale, FIXTURE.owner, method, status, `HH-${randomBytes(4).toString('hex')}`, method === 'paypal' ? `PP-${randomBytes(4).toString('hex')}` : null],
  );
  const order = Number(row?.id);
  if (method === 'bank-transfer') {
    await c.db.query("INSERT INTO payment_proofs (order_id, key, user_id, content_type, size, body) VALUES ($1, $2, $3, 'application/pdf', $4, $5)", [
      order, randomBytes(16).toString('base64url'), FIXTURE.owner, PDF.length, PDF,
    ]);
  }
  return { order };
};
const proofKey = async (c: Ctx, order: number) => (await c.db.one<{ key: string }>('SELECT key FROM payment_proofs WHERE order_id = $1', [order]))?.key ?? '';

export const PAYMENT_ROWS: Row[] = [
  {
    name: 'GetPaymentMethods',
    expect: ['401', '200', '200', '200', '200', '200'],
    setup: async () => ({}),
    run: async (c, as) => String((await c.call('GET', '/User/GetPaymentMethods', as)).statusCode),
  },
  {
    name: "GetOrderPayment of the owner's order: its proof",
    expect: ['401', '404', '404', 'sees', '404', 'sees'],
    setup: orderOfOwner(),
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/GetOrderPayment', as, { query: { orderId: d.order as number } });
      return refusedOr(res, () => (res.json().result.proof ? 'sees' : 'none'));
    },
  },
  {
    name: "PaymentProof: the file of the owner's proof",
    expect: ['401', '404', '404', '200', '404', '200'],
    setup: orderOfOwner(),
    run: async (c, as, d) => {
      const res = await c.call('GET', `/User/PaymentProof/${await proofKey(c, d.order as number)}`, as);
      return String(res.statusCode);
    },
  },
  {
    name: "UploadPaymentProof to the owner's order",
    expect: ['401', '404 kept', '404 kept', '200 changed', '404 kept', '404 kept'],
    setup: orderOfOwner(),
    run: async (c, as, d) => {
      const before = await proofKey(c, d.order as number);
      const res = await c.upload('/User/UploadPaymentProof', as, { orderId: d.order as number }, PDF, 'application/pdf');
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await proofKey(c, d.order as number)) === before ? 'kept' : 'changed'}`;
    },
  },
  {
    name: "SearchPendingTransfers (staff only): the owner's transfer",
    expect: ['401', '403', '403', '403', '403', 'sees'],
    setup: orderOfOwner(),
    run: async (c, as, d) => {
      const res = await c.call('POST', '/Staff/SearchPendingTransfers', as, { body: {} });
      return refusedOr(res, () => (res.json().result.items.some((o: { orderId: number }) => o.orderId === d.order) ? 'sees' : 'none'));
    },
  },
  {
    name: "CreatePayment by card of the owner's pending order",
    expect: ['401', '404 kept', '404 kept', '200 changed', '404 kept', '404 kept'],
    setup: orderOfOwner(),
    run: (c, as, d) =>
      withEnv(stripeEnv(), async () => {
        const res = await c.call('POST', '/User/CreatePayment', as, { body: { method: 'card', orderId: d.order } });
        const kept = (await count(c, "listing_orders WHERE id = $1 AND payment_method = 'bank-transfer' AND provider_ref IS NULL", [d.order])) > 0;
        return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'changed'}`;
      }),
  },
  {
    name: "CapturePayPalPayment of the owner's paid PayPal order",
    expect: ['401', '404', '404', '200 paid', '404', '404'],
    setup: orderOfOwner('paypal', 'paid'),
    run: (c, as, d) =>
      withEnv(PAYPAL_ENV, async () => {
        const res = await c.call('POST', '/User/CapturePayPalPayment', as, { body: { orderId: d.order } });
        return refusedOr(res, () => `200 ${res.json().result.status}`);
      }),
  },
];
