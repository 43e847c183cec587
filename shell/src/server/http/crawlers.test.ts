/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageServer } from './page-server';
import { close, listen, request, tempDist } from './test-server';

const TEMPLATE = '<!doctype html><html lang="zh-HK"><head><title>HarbourHome</title></head><body><div id="root"></div></body></html>';
const RENDERER = 'exports.configure = () => {}; exports.render = async () => null;';

let api: http.Server;
let server: http.Server;
let dist: ReturnType<typeof tempDist>;
const asked: Array<{ url?: string; host?: string; since?: string }> = [];
beforeAll(async () => {
  api = await listen(http.createServer((req, res) => {
    asked.push({ url: req.url, host: req.headers.host, since: req.headers['if-modified-since'] });
    if (req.headers['if-modified-since']) return void res.writeHead(304).end();
    if (!req.url?.startsWith('/api/sitemap/')) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Last-Modified': 'Tue, 24 Nov 2026 10:00:00 GMT', 'X-Internal': 'yes' });
    res.end(`<sitemapindex>${req.url}</sitemapindex>`);
  }));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
  dist = tempDist({ 'index.html': TEMPLATE, 'server/render.cjs': RENDERER });
  server = await listen(createPageServer({ distDir: dist.dir, runtimeConfig: { apiBase: '/api', remotes: {} }, env: { SSR_API_BASE: apiBase } }));
});
afterAll(async () => {
  await close(server);
  await close(api);
  dist.remove();
});

it('answers robots.txt: API, member and message paths in every language disallowed, and the sitemap', async () => {
  const res = await request(server, '/robots.txt', { host: 'hh.example' });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = res.text.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /member', 'Disallow: /en-us/member', 'Disallow: /zh-cn/fav', 'Disallow: /message', 'Sitemap: http://hh.example/sitemap.xml']));
  expect(lines).not.toContain('Disallow: /buy');
});

it('serves the API\'s sitemaps at the root with the visitor\'s Host and their cache headers', async () => {
  const index = await request(server, '/sitemap.xml', { host: 'hh.example' });
  expect(index.status).toBe(200);
  expect(index.text).toBe('<sitemapindex>/api/sitemap/index.xml</sitemapindex>');
  expect(index.headers['cache-control']).toBe('public, max-age=3600');
  expect(index.headers['last-modified']).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
  expect(index.headers['x-internal']).toBeUndefined();
  expect(asked.at(-1)).toMatchObject({ host: 'hh.example' });
  expect((await request(server, '/sitemaps/listings-2.xml', { host: 'hh.example' })).text).toBe('<sitemapindex>/api/sitemap/listings-2.xml</sitemapindex>');
  expect((await request(server, '/sitemap.xml', { 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' })).status).toBe(304);
});

it('keeps member pages that the browser renders out of search engines', async () => {
  expect((await request(server, '/en-us/member/profile')).headers['x-robots-tag']).toBe('noindex');
  expect((await request(server, '/buy')).headers['x-robots-tag']).toBeUndefined();
});
