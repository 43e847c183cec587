/**
 * Which ways of paying are configured, read from the environment at each call (so a key set or
 * removed applies without a rebuild): bank transfer with BANK_TRANSFER_BANK/NAME/ACCOUNT; card
 * with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (STRIPE_API_URL sends the SDK's calls to
 * another origin, such as a Stripe test server); PayPal with PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID (PAYPAL_ENVIRONMENT sandbox or live, default live;
 * PAYPAL_API_URL another origin). Buyers come back to the site's /member/orders (returnUrls).
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared/contracts';
import { href } from '@portal/shared/routing';
import { siteOrigins } from '../../../http/security';

/** The account a bank transfer goes to, when all three parts are configured. */
export function bankAccount(env: NodeJS.ProcessEnv = process.env) {
  const [bankName, accountName, accountNumber] = [env.BANK_TRANSFER_BANK, env.BANK_TRANSFER_NAME, env.BANK_TRANSFER_ACCOUNT].map((v) => v?.trim());
  return bankName && accountName && accountNumber ? { bankName, accountName, accountNumber } : undefined;
}

/** What a provider is asked to collect: the order, its price in HKD, and where the buyer comes back to. */
export interface ProviderPaymentInput {
  orderId: number;
  amount: number;
  plan: string;
  listingNo: string;
  urls: { success: string; cancel: string };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** protocol, host and port of the API when not Stripe's own */
  api?: { protocol: 'http' | 'https'; host: string; port: number };
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  sandbox: boolean;
  /** the origin the SDK and the webhook check call */
  apiOrigin: string;
}

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

function origin(raw: string | undefined, name: string): URL | undefined {
  if (!raw) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https URL`);
  return url;
}

export function stripeConfig(env: NodeJS.ProcessEnv = process.env): StripeConfig | undefined {
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) return undefined;
  const url = origin(value(env, 'STRIPE_API_URL'), 'STRIPE_API_URL');
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  const api = url ? { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) } as const : undefined;
  return { secretKey, webhookSecret, api };
}

export function payPalConfig(env: NodeJS.ProcessEnv = process.env): PayPalConfig | undefined {
  const clientId = value(env, 'PAYPAL_CLIENT_ID');
  const clientSecret = value(env, 'PAYPAL_CLIENT_SECRET');
  const webhookId = value(env, 'PAYPAL_WEBHOOK_ID');
  if (!clientId || !clientSecret || !webhookId) return undefined;
  const sandbox = value(env, 'PAYPAL_ENVIRONMENT') === 'sandbox';
  const configured = origin(value(env, 'PAYPAL_API_URL'), 'PAYPAL_API_URL');
  const apiOrigin = configured?.origin ?? (sandbox ? 'https://api-m.sandbox.paypal.com' : 'https://api-m.paypal.com');
  return { clientId, clientSecret, webhookId, sandbox, apiOrigin };
}

/**
 * Where a buyer comes back to from Stripe or PayPal: the member's orders page, in the caller's
 * language, on SITE_ORIGIN, else
 * on the site the call came from (its Origin, when it is one of the site's origins), else on the
 * first of them. Never an origin the caller names freely: the providers redirect there.
 */
export function returnUrls(req: FastifyRequest, orderId: number, language: Language, env: NodeJS.ProcessEnv = process.env) {
  const origins = siteOrigins(env);
  const from = typeof req.headers.origin === 'string' ? req.headers.origin.replace(/\/+$/, '') : '';
  const site = (value(env, 'SITE_ORIGIN') ?? (origins.includes(from) ? from : origins[0]) ?? '').replace(/\/+$/, '');
  const page = (payment: string) => site + href('myOrders', {}, language, { orderId, payment });
  return { success: page('done'), cancel: page('cancelled') };
}
