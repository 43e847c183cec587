/**
 * @jest-environment node
 */
import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createPageServer, hasMemberSession } from './page-server';
import { close, listen, request, tempDist } from './test-server';

const TEMPLATE = '<!doctype html><html lang="zh-HK"><head><title>HarbourHome</title></head>'
  + '<body><div id="root"><div class="hh-boot">港居</div></div><script>start()</script></body></html>';
/**
 * A renderer as dist/server/render.cjs exposes it, counting its renders: /failing is a page whose
 * API call failed (not cacheable), /missing a 404, /cookie sets a cookie; the remotes' version is
 * globalThis.remotesVersion.
 */
const RENDERER = `
let renders = 0;
exports.configure = () => {};
exports.remotesVersion = () => globalThis.remotesVersion ?? 0;
exports.requestVariant = ({ url, cookie }) => url === '/' ? { key: /en-us/.test(cookie ?? '') ? '/en-us' : '/', vary: ['Accept-Language', 'Cookie'] } : { key: '', vary: [] };
exports.render = async (template, request) => {
  renders += 1;
  await new Promise((r) => setTimeout(r, 20));
  const mobile = /Mobile/.test(request.userAgent ?? '');
  const state = '<script id="hh-ssr" type="application/json" nonce="' + request.nonce + '">{"n":' + renders + '}</script>';
  const body = template.replace('<div class="hh-boot">港居</div>', '<main>render ' + renders + ' ' + request.url + (mobile ? ' mobile' : ' desktop') + '</main>' + state);
  const status = request.url === '/missing' ? 404 : 200;
  return { status, headers: request.url === '/cookie' ? { 'Set-Cookie': 'a=1' } : {}, body, cacheable: status === 200 && request.url !== '/failing' };
};`;
const CONFIG = { apiBase: 'http://localhost:4000/api', remotes: { listings: 'http://localhost:3001/mf-manifest.json' } };
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36';

let dist: ReturnType<typeof tempDist>;
let server: http.Server;
beforeAll(async () => {
  dist = tempDist({ 'index.html': TEMPLATE, 'server/render.cjs': RENDERER });
  server = await listen(createPageServer({ distDir: dist.dir, runtimeConfig: CONFIG, env: { PAGE_CACHE_TTL_MS: '60000' } }));
});
afterAll(async () => {
  await close(server);
  dist.remove();
});

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const renderOf = (text: string) => /render (\d+)/.exec(text)?.[1];

it('keeps a page per device and URL (the URL carries the language), with a CDN\'s Cache-Control and Vary', async () => {
  const first = await request(server, '/en-us/buy', { 'user-agent': PHONE });
  const again = await request(server, '/en-us/buy', { 'user-agent': PHONE });
  expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
  expect(renderOf(again.text)).toBe(renderOf(first.text));
  expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=5');
  expect(again.headers.vary).toBe('Accept-Encoding, User-Agent');
  expect(again.headers.age).toBe('0');
  const desktop = await request(server, '/en-us/buy', { 'user-agent': DESKTOP });
  const chinese = await request(server, '/zh-cn/buy', { 'user-agent': PHONE });
  const query = await request(server, '/en-us/buy?page=2', { 'user-agent': PHONE });
  for (const other of [desktop, chinese, query]) {
    expect(other.headers['x-page-cache']).toBe('MISS');
    expect(renderOf(other.text)).not.toBe(renderOf(first.text));
  }
  expect(desktop.text).toContain('/en-us/buy desktop');
});

it('gives every response, kept or not, a nonce of its own in the policy and on each inline script', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => request(server, '/en-us/news', { 'accept-encoding': 'gzip' })));
  const nonces = answers.map((a) => nonceOf(a.headers['content-security-policy']));
  expect(new Set(nonces).size).toBe(3);
  answers.forEach((answer, i) => {
    expect(answer.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(answer.body).toString();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
  });
  // the three asked at once: one render, shared
  expect(new Set(answers.map((a) => renderOf(gunzipSync(a.body).toString()))).size).toBe(1);
});

it('never serves a member\'s request from the cache nor keeps it: private, no-store', async () => {
  expect(hasMemberSession('i18n_redirected=en-us; token=abc.def')).toBe(true);
  expect(hasMemberSession('token=; other=1')).toBe(false);
  expect(hasMemberSession(undefined)).toBe(false);
  const anonymous = await request(server, '/rent');
  const member = await request(server, '/rent', { cookie: 'token=secret' });
  const memberAgain = await request(server, '/rent', { cookie: 'token=secret' });
  expect(member.headers['cache-control']).toBe('private, no-store');
  expect(member.headers['x-page-cache']).toBe('OFF');
  expect(new Set([renderOf(anonymous.text), renderOf(member.text), renderOf(memberAgain.text)]).size).toBe(3);
  expect((await request(server, '/rent')).headers['x-page-cache']).toBe('HIT');
});

it('keeps no error page, no page whose render failed and no page that sets a cookie', async () => {
  for (const url of ['/missing', '/failing', '/cookie']) {
    const one = await request(server, url);
    const two = await request(server, url);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(two.headers['x-page-cache']).toBe('MISS');
    expect(renderOf(two.text)).not.toBe(renderOf(one.text));
  }
  expect((await request(server, '/missing')).status).toBe(404);
});

it('keys the root by where its redirect would go, and varies it on the language cookie and header', async () => {
  const english = await request(server, '/', { cookie: 'i18n_redirected=en-us' });
  const chinese = await request(server, '/');
  expect(renderOf(english.text)).not.toBe(renderOf(chinese.text));
  expect(chinese.headers.vary).toBe('Accept-Encoding, User-Agent, Accept-Language, Cookie');
  expect((await request(server, '/', { cookie: 'i18n_redirected=en-us' })).headers['x-page-cache']).toBe('HIT');
});

it('renders again once the remotes\' version changes (a remote redeployed)', async () => {
  const before = await request(server, '/new-property');
  expect((await request(server, '/new-property')).headers['x-page-cache']).toBe('HIT');
  (globalThis as { remotesVersion?: number }).remotesVersion = 7;
  const after = await request(server, '/new-property');
  expect(after.headers['x-page-cache']).toBe('MISS');
  expect(renderOf(after.text)).not.toBe(renderOf(before.text));
  expect((await request(server, '/new-property')).headers['x-page-cache']).toBe('HIT');
});

it('renders every request with PAGE_CACHE_TTL_MS=0', async () => {
  const off = await listen(createPageServer({ distDir: dist.dir, runtimeConfig: CONFIG, env: { PAGE_CACHE_TTL_MS: '0' } }));
  try {
    const one = await request(off, '/buy');
    const two = await request(off, '/buy');
    expect([one.headers['x-page-cache'], two.headers['x-page-cache'], two.headers['cache-control']]).toEqual(['OFF', 'OFF', 'no-cache']);
    expect(renderOf(two.text)).not.toBe(renderOf(one.text));
  } finally {
    await close(off);
  }
});
