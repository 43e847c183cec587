/**
 * PayPal's webhook: the transmission headers and the event are sent back to PayPal's
 * verify-webhook-signature call with our PAYPAL_WEBHOOK_ID (PayPal checks the certificate and
 * signature); only a SUCCESS is believed. PAYMENT.CAPTURE.COMPLETED pays the order named by the
 * capture's custom_id, once (the event id is recorded with the order's change);
 * CHECKOUT.ORDER.APPROVED captures an approved order whose buyer did not come back.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/index';
import { payPalConfig, type PayPalConfig } from './config';
import { applyProviderEvent, orderIdOf, type ProviderEvent } from './ledger';
import { capturedPayment, capturePayPalOrder, centsOf, payPalToken } from './paypal';
import { registerWebhook } from './webhook-route';

const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface PayPalEvent {
  id: string;
  event_type: string;
  resource?: { id?: string; status?: string; custom_id?: string; amount?: { currency_code?: string; value?: string } };
}

function parseEvent(raw: Buffer): PayPalEvent | undefined {
  try {
    const event = JSON.parse(raw.toString('utf8')) as Partial<PayPalEvent>;
    return typeof event.id === 'string' && event.id && typeof event.event_type === 'string' ? (event as PayPalEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** true when PayPal confirms the event came from it for our webhook */
async function verified(cfg: PayPalConfig, req: FastifyRequest, raw: Buffer): Promise<boolean> {
  const headers = Object.fromEntries(Object.entries(HEADERS).map(([field, name]) => [field, String(req.headers[name] ?? '')]));
  if (Object.values(headers).some((v) => !v)) return false;
  const res = await fetch(new URL('/v1/notifications/verify-webhook-signature', cfg.apiOrigin), {
    method: 'POST',
    headers: { authorization: `Bearer ${await payPalToken(cfg)}`, 'content-type': 'application/json' },
    // the event as its bytes came (a parsed and rewritten copy may no longer match its signature)
    body: `${JSON.stringify({ ...headers, webhook_id: cfg.webhookId }).slice(0, -1)},"webhook_event":${raw.toString('utf8')}}`,
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`PayPal verify-webhook-signature answered ${res.status}`);
  return ((await res.json()) as { verification_status?: string }).verification_status === 'SUCCESS';
}

export function payPalEvent(event: PayPalEvent): ProviderEvent {
  const base: ProviderEvent = { provider: 'paypal', eventId: event.id, type: event.event_type };
  const capture = event.resource;
  if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' || capture?.status !== 'COMPLETED') return base;
  return { ...base, orderId: orderIdOf(capture.custom_id), paid: { cents: centsOf(capture.amount?.value), currency: capture.amount?.currency_code ?? '' } };
}

export function registerPayPalWebhook(app: FastifyInstance, db: Db): void {
  registerWebhook(app, '/Payment/PayPalWebhook', async (req, raw) => {
    const cfg = payPalConfig();
    if (!cfg) return { status: 409 };
    const event = parseEvent(raw);
    if (!event || !(await verified(cfg, req, raw))) {
      req.log.warn({ eventId: event?.id }, 'paypal webhook: signature refused');
      return { status: 400 };
    }
    if (event.event_type === 'CHECKOUT.ORDER.APPROVED') await captureApproved(db, cfg, event);
    return { status: 200, outcome: await applyProviderEvent(db, payPalEvent(event)), eventId: event.id };
  });
}

/**
 * A buyer approved but never came back (a closed tab): the approval's event captures the payment
 * of our pending order with that PayPal order, as the buyer's return would have. A failure
 * answers 500 before the event is recorded, so PayPal's retry tries again.
 */
async function captureApproved(db: Db, cfg: PayPalConfig, event: PayPalEvent): Promise<void> {
  const paypalOrderId = event.resource?.id ?? '';
  const order = await db.one<{ id: number }>(
    "SELECT id::int AS id FROM listing_orders WHERE payment_method = 'paypal' AND provider_ref = $1 AND status = 'pending'",
    [paypalOrderId],
  );
  if (!order) return;
  const captured = capturedPayment(await capturePayPalOrder(cfg, paypalOrderId, order.id), order.id);
  if (captured) await applyProviderEvent(db, captured);
}
