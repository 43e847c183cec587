/**
 * Card payments through Stripe's Node SDK: a Checkout session per payment attempt (the buyer pays
 * on Stripe's page and comes back to the orders page), and the webhook, whose Stripe-Signature is
 * checked by the SDK's constructEvent on the raw body. checkout.session.completed (paid) and
 * checkout.session.async_payment_succeeded pay the order named in the session's metadata.
 */
import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/index';
import { stripeConfig, type ProviderPaymentInput, type StripeConfig } from './config';
import { applyProviderEvent, orderIdOf, type ProviderEvent } from './ledger';
import { registerWebhook } from './webhook-route';

const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * The SDK loads on the first card payment or webhook, not when the API starts: it is a fifth of a
 * second of start-up (and of every API test file) that a server without Stripe never needs
 */
export async function stripeClient(cfg: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(cfg.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...cfg.api });
}

/** A Checkout session paying `input.amount` HKD for the order: its id and the page to send the buyer to. */
export async function createCheckout(cfg: StripeConfig, input: ProviderPaymentInput): Promise<{ id: string; url: string }> {
  const metadata = { orderId: String(input.orderId) };
  // the SDK sends its retries with one idempotency key, so a retried request makes no second session
  const session = await (await stripeClient(cfg)).checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: String(input.orderId),
      metadata,
      payment_intent_data: { metadata },
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'hkd', unit_amount: input.amount * 100, product_data: { name: `HarbourHome ${input.plan} · ${input.listingNo}` } },
        },
      ],
      success_url: input.urls.success,
      cancel_url: input.urls.cancel,
    },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return { id: session.id, url: session.url };
}

/** What a verified Stripe event means for an order. */
export function stripeEvent(event: Stripe.Event): ProviderEvent {
  const base: ProviderEvent = { provider: 'stripe', eventId: event.id, type: event.type };
  if (!PAYING_EVENTS.has(event.type)) return base;
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return base;
  return {
    ...base,
    orderId: orderIdOf(session.metadata?.orderId ?? session.client_reference_id),
    paid: { cents: session.amount_total ?? -1, currency: session.currency ?? '' },
  };
}

export function registerStripeWebhook(app: FastifyInstance, db: Db): void {
  registerWebhook(app, '/Payment/StripeWebhook', async (req, raw) => {
    const cfg = stripeConfig();
    if (!cfg) return { status: 409 };
    let event: Stripe.Event;
    try {
      event = (await stripeClient(cfg)).webhooks.constructEvent(raw, String(req.headers['stripe-signature'] ?? ''), cfg.webhookSecret);
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'stripe webhook: signature refused');
      return { status: 400 };
    }
    const outcome = await applyProviderEvent(db, stripeEvent(event));
    return { status: 200, outcome, eventId: event.id };
  });
}
