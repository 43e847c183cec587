/**
 * PayPal through its server SDK (@paypal/paypal-server-sdk): an order to approve on PayPal's page
 * (intent CAPTURE, the order id as custom_id), its capture once the buyer is back, and the OAuth
 * token the webhook check needs. PAYPAL_API_URL sends the SDK's calls to another origin (a
 * PayPal test server): the SDK knows only PayPal's two hosts, so its fetch is given the origin.
 */
import { randomUUID } from 'node:crypto';
import type { Client, OAuthToken, Order, OrdersController } from '@paypal/paypal-server-sdk';
import type { PayPalConfig, ProviderPaymentInput } from './config';
import type { ProviderEvent } from './ledger';

interface Connection {
  client: Client;
  orders: OrdersController;
  token?: OAuthToken;
}
const connections = new Map<string, Connection>();

type Sdk = typeof import('@paypal/paypal-server-sdk');
let sdk: Promise<Sdk> | undefined;
/**
 * The SDK loads on the first PayPal call, not when the API starts: it takes about half a second
 * to load (of the start-up, and of every API test file), which a server without PayPal never needs
 */
function paypalSdk(): Promise<Sdk> {
  sdk ??= import('@paypal/paypal-server-sdk');
  return sdk;
}

const DEFAULT_ORIGIN = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' };

/** fetch with every URL moved to `origin` (path and query kept) */
function fetchAt(origin: string): typeof fetch {
  return (input, init) => {
    const from = new URL(input instanceof Request ? input.url : String(input));
    const to = new URL(`${from.pathname}${from.search}`, origin);
    return fetch(input instanceof Request ? new Request(to, input) : to, init);
  };
}

export async function payPalConnection(cfg: PayPalConfig): Promise<Connection> {
  const { Client, Environment, OrdersController } = await paypalSdk();
  const key = `${cfg.clientId}\n${cfg.clientSecret}\n${cfg.apiOrigin}`;
  let found = connections.get(key);
  if (!found) {
    const moved = cfg.apiOrigin !== DEFAULT_ORIGIN[cfg.sandbox ? 'sandbox' : 'live'];
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: cfg.clientId, oAuthClientSecret: cfg.clientSecret },
      environment: cfg.sandbox ? Environment.Sandbox : Environment.Production,
      timeout: 20_000,
      ...(moved ? { unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: fetchAt(cfg.apiOrigin) } } } : {}),
    });
    found = { client, orders: new OrdersController(client) };
    connections.set(key, found);
  }
  return found;
}

/** A bearer token of the app, fetched again when it expired. */
export async function payPalToken(cfg: PayPalConfig): Promise<string> {
  const c = await payPalConnection(cfg);
  c.token = await c.client.clientCredentialsAuthManager.updateToken(c.token);
  return c.token.accessToken;
}

/** A PayPal order for `input.amount` HKD: its id and the page where the buyer approves it. */
export async function createPayPalOrder(cfg: PayPalConfig, input: ProviderPaymentInput): Promise<{ id: string; url: string }> {
  const { CheckoutPaymentIntent, PaypalExperienceUserAction } = await paypalSdk();
  const { result } = await (await payPalConnection(cfg)).orders.createOrder({
    paypalRequestId: randomUUID(),
    body: {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          referenceId: String(input.orderId),
          customId: String(input.orderId),
          description: `HarbourHome ${input.plan} · ${input.listingNo}`,
          amount: { currencyCode: 'HKD', value: input.amount.toFixed(2) },
        },
      ],
      paymentSource: {
        paypal: { experienceContext: { returnUrl: input.urls.success, cancelUrl: input.urls.cancel, userAction: PaypalExperienceUserAction.PayNow } },
      },
    },
  });
  const url = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
  if (!result.id || !url) throw new Error('PayPal answered an order without an id or approval link');
  return { id: result.id, url };
}

/** cents of a PayPal amount ("688.00"), or -1 when it is not one */
export function centsOf(value: string | undefined): number {
  return value && /^\d{1,12}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : -1;
}

/** The completed capture of a PayPal order as a payment of our `orderId`, if it has one. */
export function capturedPayment(order: Order, orderId: number): ProviderEvent | undefined {
  const capture = order.purchaseUnits?.flatMap((u) => u.payments?.captures ?? []).find((c) => c.status === 'COMPLETED');
  if (!capture?.id) return undefined;
  return {
    provider: 'paypal',
    eventId: `capture:${capture.id}`,
    type: 'capture',
    orderId,
    paid: { cents: centsOf(capture.amount?.value), currency: capture.amount?.currencyCode ?? '' },
  };
}

/** Captures the approved PayPal order `paypalOrderId`; an order captured before is read instead. */
export async function capturePayPalOrder(cfg: PayPalConfig, paypalOrderId: string, orderId: number): Promise<Order> {
  const { orders } = await payPalConnection(cfg);
  try {
    return (await orders.captureOrder({ id: paypalOrderId, paypalRequestId: `capture-${orderId}-${paypalOrderId}`, prefer: 'return=representation' })).result;
  } catch (err) {
    // 422 ORDER_ALREADY_CAPTURED (a second tab, a retry): what PayPal holds answers
    if ((err as { statusCode?: number }).statusCode !== 422) throw err;
    return (await orders.getOrder({ id: paypalOrderId })).result;
  }
}
