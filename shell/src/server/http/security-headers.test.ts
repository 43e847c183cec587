/**
 * @jest-environment node
 */
import type http from 'node:http';
import { configOrigins, contentSecurityPolicy, isSecure, newNonce } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const req = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage;

describe('Content-Security-Policy', () => {
  const config = { apiBase: 'https://api.example.hk/api', remotes: { listings: 'https://cdn.example.hk/listings/mf-manifest.json', news: 'https://cdn.example.hk/news/mf-manifest.json' } };

  it("names the page's nonce, the remotes' origin once, the API for data and pictures", () => {
    const csp = contentSecurityPolicy(config, 'abc');
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-abc'", 'https://cdn.example.hk']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.hk', 'https://cdn.example.hk']);
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://api.example.hk', 'data:']));
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual([]);
  });

  it('allows Google Maps only when a key is configured, and frames only for the configured parents', () => {
    const csp = contentSecurityPolicy({ ...config, googleMapsApiKey: 'k', embedParentOrigins: ['https://partner.example'] }, 'n');
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(directive(csp, 'frame-src')).toContain('*.google.com');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
  });

  it("leaves relative URLs to 'self'", () => {
    expect(configOrigins({ apiBase: '/api', remotes: { news: '/news/mf-manifest.json' } })).toEqual({ api: [], remotes: [] });
  });

  it('makes a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
  });
});

describe('TLS', () => {
  it('trusts x-forwarded-proto only from a trusted proxy; an https SITE_ORIGIN is always behind TLS', () => {
    expect(isSecure(req({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isSecure(req({ 'x-forwarded-proto': 'https, http' }), { TRUST_PROXY: '1' })).toBe(true);
    expect(isSecure(req({}), { TRUST_PROXY: '1' })).toBe(false);
    expect(isSecure(req({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '10.0.0.0/8' })).toBe(true);
    expect(isSecure(req({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '0' })).toBe(false);
    expect(isSecure(req({}), { SITE_ORIGIN: 'https://www.example.hk' })).toBe(true);
  });
});
