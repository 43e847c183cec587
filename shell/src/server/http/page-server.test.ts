/**
 * @jest-environment node
 */
import type http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { createPageServer } from './page-server';
import { close, listen, request, tempDist } from './test-server';

const TEMPLATE = '<!doctype html><html lang="zh-HK"><head><title>HarbourHome</title><meta name="runtime-preconnect" /></head>'
  + '<body><div id="root"><div class="hh-boot">港居</div></div><script>start()</script></body></html>';
/** a server renderer as dist/server/render.cjs exposes it: pages by path, a redirect, a failure */
const RENDERER = `
let configured;
exports.configure = (options) => { configured = options; };
exports.render = async (template, request) => {
  if (request.url === '/member') return null;
  if (request.url === '/old') return { status: 301, headers: { Location: '/new' }, body: '' };
  if (request.url === '/broken') throw new Error('render failed');
  const state = '<script id="hh-ssr" type="application/json" nonce="' + request.nonce + '">{}</script>';
  return { status: request.url === '/nowhere' ? 404 : 200, headers: {},
    body: template.replace('<div class="hh-boot">港居</div>', '<main>' + request.url + ' ' + configured.runtimeConfig.apiBase + ' ' + request.origin + '</main>' + state) };
};`;
const CONFIG = {
  apiBase: 'http://localhost:4000/api',
  remotes: { listings: 'http://localhost:3001/mf-manifest.json', news: '/news/mf-manifest.json' },
  embedParentOrigins: ['https://partner.example'],
};

let dist: ReturnType<typeof tempDist>;
let server: http.Server;
beforeAll(async () => {
  dist = tempDist({
    'index.html': TEMPLATE,
    'js/main.0123456789.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'server/render.cjs': RENDERER,
  });
  server = await listen(createPageServer({ distDir: dist.dir, runtimeConfig: CONFIG, env: {} }));
});
afterAll(async () => {
  await close(server);
  dist.remove();
});

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('pages', () => {
  it('renders a page with a nonce of its own in the policy and on every inline script', async () => {
    const [one, two] = await Promise.all([request(server, '/buy'), request(server, '/buy')]);
    expect(one.status).toBe(200);
    expect(one.text).toContain('<main>/buy http://localhost:4000/api http://127.0.0.1:');
    const nonce = nonceOf(one.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(two.headers['content-security-policy'])).not.toBe(nonce);
    const scripts = one.text.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(one.text).toContain('<link rel="preconnect" href="http://localhost:4000" crossorigin="anonymous" />');
    // this renderer does not call its pages cacheable: each is rendered again and kept nowhere
    expect([one.headers['cache-control'], one.headers.etag, one.headers['x-page-cache']]).toEqual(['private, no-store', undefined, 'MISS']);
    expect(one.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie, User-Agent');
  });

  it('sends the status, redirects and the plain index.html with its policy when the server does not render', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await request(server, '/nowhere')).status).toBe(404);
    const moved = await request(server, '/old');
    expect([moved.status, moved.headers.location, moved.headers['x-content-type-options']]).toEqual([301, '/new', 'nosniff']);
    for (const url of ['/member', '/broken', '/index.html']) {
      const plain = await request(server, url);
      expect(plain.status).toBe(200);
      expect(plain.text).toContain('<div class="hh-boot">');
      expect(plain.text).toContain(`<script nonce="${nonceOf(plain.headers['content-security-policy'])}">start()</script>`);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[ssr\] \/broken: render failed/));
    warn.mockRestore();
  });

  it('frames only for the configured parents and loads only from the configured origins', async () => {
    const csp = String((await request(server, '/buy')).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' http:\/\/localhost:3001(;|$)/);
    expect(csp).toContain("connect-src 'self' http://localhost:4000 http://localhost:3001;");
    expect(csp).not.toContain('strict-dynamic');
    expect(csp).not.toContain('googleapis');
  });
});

describe('files', () => {
  it('serves hashed assets for a year, compressed once, and answers 304 to a known ETag', async () => {
    const first = await request(server, '/js/main.0123456789.js', { 'accept-encoding': 'br' });
    const second = await request(server, '/js/main.0123456789.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(first.body).toString()).toContain('console.log');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    const again = await request(server, '/js/main.0123456789.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('writes runtime-config.json from its configuration and answers health', async () => {
    const config = await request(server, '/runtime-config.json');
    expect(JSON.parse(config.text)).toEqual(CONFIG);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse((await request(server, '/health')).text)).toEqual({ ok: true });
  });

  it('never serves the server build or a file outside dist, nor answers writes', async () => {
    expect((await request(server, '/server/render.cjs')).status).toBe(403);
    expect((await request(server, '/..%2fetc/passwd')).status).toBe(403);
    expect((await request(server, `/..%2f${dist.dir.split('/').pop()}-other/x.js`)).status).toBe(403);
    expect((await request(server, '/%E0%A4%A')).status).toBe(400);
    expect((await request(server, '/js/missing.js')).status).toBe(404);
    const post = await request(server, '/buy', {}, 'POST');
    expect([post.status, post.headers.allow, post.headers['referrer-policy']]).toEqual([405, 'GET, HEAD, OPTIONS', 'strict-origin-when-cross-origin']);
  });

  it('sends HSTS only behind TLS', async () => {
    expect((await request(server, '/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await listen(createPageServer({ distDir: dist.dir, runtimeConfig: CONFIG, env: { TRUST_PROXY: '1', SSR: 'off' } }));
    try {
      expect((await request(behindProxy, '/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await request(behindProxy, '/health', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
      const page = await request(behindProxy, '/buy');
      expect(page.text).toContain('<div class="hh-boot">');
    } finally {
      await close(behindProxy);
    }
  });
});
