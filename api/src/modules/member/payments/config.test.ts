import type { FastifyRequest } from 'fastify';
import { bankAccount, payPalConfig, returnUrls, stripeConfig } from './config';

const req = (origin?: string) => ({ headers: origin ? { origin } : {} }) as unknown as FastifyRequest;
const SITES = { SITE_ORIGINS: 'https://www.harbourhome.hk,https://m.harbourhome.hk' };

describe('returnUrls', () => {
  it('sends buyers back to SITE_ORIGIN when it is set', () => {
    expect(returnUrls(req('https://m.harbourhome.hk'), 7, 'zh-hk', { ...SITES, SITE_ORIGIN: 'https://www.harbourhome.hk/' })).toEqual({
      success: 'https://www.harbourhome.hk/member/orders?orderId=7&payment=done',
      cancel: 'https://www.harbourhome.hk/member/orders?orderId=7&payment=cancelled',
    });
  });

  it('else to the site the call came from, in the caller’s language, but never to an origin that is not the site’s', () => {
    expect(returnUrls(req('https://m.harbourhome.hk'), 7, 'en-us', SITES).success).toBe('https://m.harbourhome.hk/en-us/member/orders?orderId=7&payment=done');
    expect(returnUrls(req('https://evil.example'), 7, 'zh-hk', SITES).success).toBe('https://www.harbourhome.hk/member/orders?orderId=7&payment=done');
    expect(returnUrls(req(), 7, 'zh-cn', SITES).success).toBe('https://www.harbourhome.hk/zh-cn/member/orders?orderId=7&payment=done');
  });
});

describe('the ways of paying', () => {
  it('needs every part of each', () => {
    expect(bankAccount({ BANK_TRANSFER_BANK: 'Harbour Bank', BANK_TRANSFER_NAME: ' ', BANK_TRANSFER_ACCOUNT: '012' })).toBeUndefined();
    expect(stripeConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toBeUndefined();
    expect(payPalConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toBeUndefined();
  });

  it('reads Stripe’s test-server origin as protocol, host and port', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(stripeConfig(keys)?.api).toBeUndefined();
    expect(stripeConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' })?.api).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(stripeConfig({ ...keys, STRIPE_API_URL: 'https://stripe.internal' })?.api).toEqual({ protocol: 'https', host: 'stripe.internal', port: 443 });
    expect(() => stripeConfig({ ...keys, STRIPE_API_URL: 'ftp://stripe.internal' })).toThrow(/http or https/);
  });

  it('uses PayPal’s live API unless told sandbox, or another origin', () => {
    const keys = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
    expect(payPalConfig(keys)).toMatchObject({ sandbox: false, apiOrigin: 'https://api-m.paypal.com' });
    expect(payPalConfig({ ...keys, PAYPAL_ENVIRONMENT: 'sandbox' })).toMatchObject({ sandbox: true, apiOrigin: 'https://api-m.sandbox.paypal.com' });
    expect(payPalConfig({ ...keys, PAYPAL_API_URL: 'http://127.0.0.1:8080/ignored' })?.apiOrigin).toBe('http://127.0.0.1:8080');
  });
});
