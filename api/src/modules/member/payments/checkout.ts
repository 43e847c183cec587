/**
 * CreatePayment: a card (Stripe Checkout) or PayPal payment of the member's pending order, or of
 * a new order of a plan for their listing; the provider's session or order is remembered on the
 * order (provider_ref) and the buyer is sent to the provider's page. CapturePayPalPayment: once
 * the buyer approved on PayPal, the capture pays the order (once, as a webhook would).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { capturePayPalPayment, createPayment, LISTING_PLANS } from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import type { RequestContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register';
import { requireUser, type SessionUser } from '../auth';
import { memberError } from '../errors';
import { DELETED } from '../own-listing-rules';
import { payPalConfig, returnUrls, stripeConfig, type ProviderPaymentInput } from './config';
import { applyProviderEvent } from './ledger';
import { ORDER_VIEW_SELECT, paymentError, type OrderViewRow } from './order-view';
import { capturedPayment, capturePayPalOrder, createPayPalOrder } from './paypal';
import { createCheckout } from './stripe';

type Body = z.output<typeof createPayment.body>;

/** the member's order to pay: an existing pending one, or a new one for their listing */
async function orderToPay(db: Db, user: SessionUser, body: Body): Promise<{ row: OrderViewRow; created: boolean }> {
  if (body.orderId !== undefined) {
    const row = await db.one<OrderViewRow>(`${ORDER_VIEW_SELECT} WHERE o.id = $1`, [body.orderId]);
    if (!row || row.member_id !== user.id) throw notFound('body.orderId');
    if (row.status !== 'pending') throw paymentError('conflict', 'orderNotPending', 'body.orderId');
    return { row, created: false };
  }
  const plan = body.plan ?? 'premium';
  const listing = await db.one('SELECT 1 FROM listings WHERE id = $1 AND owner_user_id = $2 AND status <> $3', [body.listingId, user.id, DELETED]);
  if (!listing) throw notFound('body.listingId');
  const made = await db.one<{ id: number }>(
    `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status) VALUES ($1, $2, $3, $4, $5, 'pending') RETURNING id::int AS id`,
    [body.listingId, user.id, plan, LISTING_PLANS[plan], body.method],
  );
  const row = await db.one<OrderViewRow>(`${ORDER_VIEW_SELECT} WHERE o.id = $1`, [made?.id]);
  return { row: row as OrderViewRow, created: true };
}

async function startPayment(db: Db, ctx: RequestContext, body: Body) {
  const user = await requireUser(ctx);
  const stripe = body.method === 'card' ? stripeConfig() : undefined;
  const paypal = body.method === 'paypal' ? payPalConfig() : undefined;
  const start = stripe ? (i: ProviderPaymentInput) => createCheckout(stripe, i) : paypal ? (i: ProviderPaymentInput) => createPayPalOrder(paypal, i) : undefined;
  if (!start) throw memberError('conflict', 'paymentUnavailable', 'body.method');
  const { row, created } = await orderToPay(db, user, body);
  const orderId = Number(row.id);
  const listingNo = (await db.one<{ no: string }>('SELECT listing_no AS no FROM listings WHERE id = $1', [row.listing_id]))?.no ?? '';
  const input = { orderId, amount: Number(row.amount), plan: String(row.method), listingNo, urls: returnUrls(ctx.req, orderId, ctx.language) };
  let started: { id: string; url: string };
  try {
    started = await start(input);
  } catch (err) {
    ctx.req.log.error({ err, orderId, method: body.method }, 'payment provider refused or did not answer');
    if (created) await db.query('DELETE FROM listing_orders WHERE id = $1', [orderId]);
    throw paymentError('internal', 'providerFailed');
  }
  const updated = await db.query("UPDATE listing_orders SET provider_ref = $2, payment_method = $3 WHERE id = $1 AND status = 'pending' RETURNING id", [
    orderId, started.id, body.method,
  ]);
  if (!updated.length) throw paymentError('conflict', 'orderNotPending', 'body.orderId');
  return { orderId, amount: input.amount, currency: 'HKD' as const, method: body.method, status: 'pending' as const, redirectUrl: started.url };
}

export function registerCheckout(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, createPayment, ({ body, ctx }) => startPayment(db, ctx, body));

  registerEndpoint(app, db, capturePayPalPayment, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const cfg = payPalConfig();
    if (!cfg) throw memberError('conflict', 'paymentUnavailable');
    const row = await db.one<OrderViewRow>(`${ORDER_VIEW_SELECT} WHERE o.id = $1`, [body.orderId]);
    if (!row || row.member_id !== user.id) throw notFound('body.orderId');
    if (row.status === 'paid') return { orderId: body.orderId, status: 'paid' as const };
    if (row.payment_method !== 'paypal' || !row.provider_ref) throw paymentError('conflict', 'orderNotPending', 'body.orderId');
    let captured;
    try {
      captured = capturedPayment(await capturePayPalOrder(cfg, String(row.provider_ref), body.orderId), body.orderId);
    } catch (err) {
      ctx.req.log.error({ err, orderId: body.orderId }, 'paypal capture failed');
      throw paymentError('internal', 'providerFailed');
    }
    if (captured) await applyProviderEvent(db, captured);
    const status = (await db.one<{ status: string }>('SELECT status FROM listing_orders WHERE id = $1', [body.orderId]))?.status;
    return { orderId: body.orderId, status: status === 'paid' ? ('paid' as const) : ('pending' as const) };
  });
}
