/** Stripe webhook events for the payment tests, signed as Stripe signs them (t=..., v1=HMAC-SHA256 of the bytes). */
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';

export const STRIPE_WEBHOOK_SECRET = 'whsec_harbourhome';

/** checkout.session.completed for our `orderId`, paid 688 HKD unless `session` says otherwise */
export function stripeEvent(id: string, orderId: number, session: object = {}) {
  return {
    id, object: 'event', type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', amount_total: 68_800, currency: 'hkd', metadata: { orderId: String(orderId) }, ...session } },
  };
}

/** the event as Stripe sends it: its bytes (indented, so a re-serialized copy would not match) and their Stripe-Signature */
export function signed(event: object, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret }) };
}

export const deliverStripe = (app: FastifyInstance, { payload, signature }: { payload: string; signature: string }) =>
  app.inject({ method: 'POST', url: '/api/Payment/StripeWebhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });
