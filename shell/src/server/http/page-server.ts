/**
 * The shell's page server (docs/ssr.md): every page rendered on the server when it can be (the
 * renderer of dist/server/render.cjs), the plain index.html that the browser renders when it
 * cannot (SSR=off, a member page, a failure); /runtime-config.json from the environment; the
 * shell's built files as a CDN serves them (./static-files); /robots.txt and the sitemaps
 * (./crawlers). dist/server is not served.
 * Every answer carries the security headers, every page its Content-Security-Policy with a nonce
 * of its own (./security-headers).
 * Anonymous pages are kept a few seconds (./page-cache, ./page-body: a fresh nonce per response);
 * a member's request, a member page, a failure or an error page never are.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RuntimeConfig } from '../../config/runtime-config.schema';
import { isMobileAgent } from '../device';
import { isPrivatePath, proxySitemap, robotsTxt, sitemapUpstream } from './crawlers';
import { PageBody } from './page-body';
import { PageCache, type CacheState } from './page-cache';
import { rendererOf, type ShellRenderer } from './renderer';
import { baseHeaders, configOrigins, contentSecurityPolicy, newNonce } from './security-headers';
import { HEALTH_BODY } from './static-server';
import { ASSET_PATH, allowRead, encodingFor, resolveFile, sendFile, sendStatus, type Headers } from './static-files';

export interface PageServerOptions {
  /** the shell's build: dist/index.html, its assets, dist/server/render.cjs */
  distDir: string;
  runtimeConfig: RuntimeConfig;
  /** SSR, SSR_API_BASE, SHELL_PUBLIC_PATH, SITE_ORIGIN, TRUST_PROXY, PAGE_CACHE_TTL_MS, PAGE_CACHE_STALE_MS, PAGE_CACHE_MAX_MB */
  env?: NodeJS.ProcessEnv;
}

/** a page depends on the locale cookie (root redirect) and the device (first layout) */
const PAGE_VARY = { Vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent' };
/** never kept: a member's request, a member page, an error or fallback page, one that sets a cookie */
const NO_STORE = 'private, no-store';
/** a longer URL is rendered but not kept */
const MAX_CACHED_URL = 2048;

const brotli = promisify(zlib.brotliCompress);

/** the page cache's settings from the environment (docs/ssr.md, README) */
export function cacheSettings(env: NodeJS.ProcessEnv): { ttlMs: number; staleMs: number; maxBytes: number } {
  const number = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    ttlMs: number(env.PAGE_CACHE_TTL_MS, 3000),
    staleMs: number(env.PAGE_CACHE_STALE_MS, 5000),
    maxBytes: number(env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024,
  };
}

/** the API's session cookie (`token`, HttpOnly): a member's request, never served from or kept in the cache */
export function hasMemberSession(cookie: string | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => {
    const [name, ...value] = part.trim().split('=');
    return name === 'token' && value.join('=').trim() !== '';
  });
}

/** a response of the page server's renderer, as the cache keeps it */
type PageAnswer =
  | { kind: 'plain'; cacheable: false; bytes: 0 }
  | { kind: 'redirect'; status: number; headers: Record<string, string>; cacheable: false; bytes: 0 }
  | { kind: 'page'; status: number; headers: Record<string, string>; body: PageBody; cacheable: boolean; bytes: number };

/** the site's origin for canonical links: SITE_ORIGIN, else the request's Host */
function originOf(req: http.IncomingMessage, env: NodeJS.ProcessEnv): string {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN.replace(/\/$/, '');
  const host = String(req.headers.host ?? 'localhost').replace(/[^\w.:[\]-]/g, '');
  return `http://${host}`;
}

export function createPageServer({ distDir, runtimeConfig, env = process.env }: PageServerOptions): http.Server {
  const currentRenderer = rendererOf({
    distDir, runtimeConfig, ssr: env.SSR, apiBase: env.SSR_API_BASE, publicPath: env.SHELL_PUBLIC_PATH,
  });
  const configBody = Buffer.from(JSON.stringify(runtimeConfig));
  const { api, remotes } = configOrigins(runtimeConfig);
  // URL origins: scheme, host and port only, nothing to escape
  const preconnect = [...new Set([...api, ...remotes])]
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin="anonymous" />`).join('');

  /** index.html for one response: the origins to preconnect, its inline scripts with the nonce */
  const template = (nonce: string) => fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
    .replace(/<meta name="?runtime-preconnect"?\s*\/?>/, preconnect)
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);

  const cache = new PageCache<PageAnswer>(cacheSettings(env));
  const { ttlMs, staleMs } = cacheSettings(env);
  const publicCacheControl = `public, max-age=0, s-maxage=${Math.max(1, Math.round(ttlMs / 1000))}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
  let cachedFor: ShellRenderer | null = null;
  /** the remotes' version as the renderer knows it, and the renderer itself: a kept page is of both */
  const versionOf = async (renderer: ShellRenderer) => String(await (renderer.remotesVersion?.() ?? 0));

  /** one render, with a nonce of its own, that any response can carry with its own nonce */
  const renderOnce = async (renderer: ShellRenderer, req: http.IncomingMessage): Promise<{ value: PageAnswer; version: unknown }> => {
    const nonce = newNonce();
    const served = await renderer.render(template(nonce), {
      url: req.url ?? '/', origin: originOf(req, env), cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'], userAgent: req.headers['user-agent'], nonce,
    });
    const version = await versionOf(renderer);
    if (!served) return { value: { kind: 'plain', cacheable: false, bytes: 0 }, version };
    if (served.status >= 300 && served.status < 400) {
      return { value: { kind: 'redirect', status: served.status, headers: served.headers, cacheable: false, bytes: 0 }, version };
    }
    const body = PageBody.of(served.body, nonce);
    await body.prepareGzip();
    const cacheable = served.cacheable === true && !Object.keys(served.headers).some((name) => name.toLowerCase() === 'set-cookie');
    return { value: { kind: 'page', status: served.status, headers: served.headers, body, cacheable, bytes: body.bytes }, version };
  };

  /** a page for this response: its own nonce in the body and the policy, compressed as asked */
  const sendPage = async (req: http.IncomingMessage, res: http.ServerResponse, page: Extract<PageAnswer, { kind: 'page' }>, headers: Headers) => {
    const nonce = newNonce();
    const out: Headers = { ...page.headers, ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(runtimeConfig, nonce) };
    const accept = String(req.headers['accept-encoding'] ?? '');
    // gzip first for a page: its pieces are compressed once (page-body.ts), brotli would be per response
    const encoding = /\bgzip\b/.test(accept) ? 'gzip' : encodingFor(accept);
    let body: Buffer;
    if (encoding === 'gzip') body = await page.body.gzip(nonce);
    else if (encoding === 'br') body = await brotli(page.body.text(nonce), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    else body = page.body.text(nonce);
    if (encoding) out['Content-Encoding'] = encoding;
    out['Content-Length'] = body.length;
    res.writeHead(page.status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const servePage = async (req: http.IncomingMessage, res: http.ServerResponse, headers: Headers, render: boolean) => {
    const renderer = render ? currentRenderer() : null;
    if (renderer) {
      try {
        if (renderer !== cachedFor) {
          cache.clear(); // a shell deployed in place: its pages are new
          cachedFor = renderer;
        }
        const request = { url: req.url ?? '/', cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] };
        const variant = renderer.requestVariant?.(request) ?? { key: '', vary: [] };
        const member = hasMemberSession(req.headers.cookie);
        const device = isMobileAgent(req.headers['user-agent']) ? 'mobile' : 'desktop';
        const shared = !member && request.url.length <= MAX_CACHED_URL;
        const served = shared
          ? await cache.get(`${device} ${originOf(req, env)} ${request.url} ${variant.key}`, await versionOf(renderer), () => renderOnce(renderer, req))
          : { value: (await renderOnce(renderer, req)).value, state: 'OFF' as CacheState, ageMs: 0 };
        const page = served.value;
        if (page.kind === 'redirect') {
          return sendStatus(res, page.status, { ...page.headers, ...headers, ...PAGE_VARY, 'Cache-Control': page.headers['Set-Cookie'] ? NO_STORE : 'no-cache' });
        }
        if (page.kind === 'page') {
          const publicPage = shared && page.cacheable && cache.enabled;
          return await sendPage(req, res, page, {
            ...headers,
            ...(publicPage
              ? { 'Cache-Control': publicCacheControl, Vary: ['Accept-Encoding', 'User-Agent', ...variant.vary].join(', '), Age: Math.floor(served.ageMs / 1000) }
              : { 'Cache-Control': page.cacheable && !member ? 'no-cache' : NO_STORE, ...PAGE_VARY }),
            'X-Page-Cache': served.state,
          });
        }
      } catch (error) {
        console.warn(`[ssr] ${req.url}: ${error instanceof Error ? error.message : String(error)}; the browser renders it`);
      }
    }
    // the plain page the browser renders (a member page, SSR off, a failure): never kept
    const nonce = newNonce();
    const plainHeaders: Headers = { ...headers, 'Content-Security-Policy': contentSecurityPolicy(runtimeConfig, nonce), 'Cache-Control': NO_STORE, ...PAGE_VARY };
    // a member or message page the browser renders: kept out of search engines all the same
    if (isPrivatePath(new URL(req.url ?? '/', 'http://x').pathname)) plainHeaders['X-Robots-Tag'] = 'noindex';
    return sendFile(req, res, { name: 'index.html', body: Buffer.from(template(nonce)), headers: plainHeaders, fresh: true });
  };

  return http.createServer((req, res) => {
    const headers = baseHeaders(req, env);
    if (req.method === 'OPTIONS') return sendStatus(res, 204, headers);
    if (!allowRead(req, res, headers)) return;
    const resolved = resolveFile(distDir, req.url, ['server']);
    if ('refused' in resolved) return sendStatus(res, resolved.refused, headers);
    const { pathname, file } = resolved;
    if (pathname === '/health') return sendFile(req, res, { name: 'health.json', body: HEALTH_BODY, headers });
    if (pathname === '/runtime-config.json') return sendFile(req, res, { name: pathname, body: configBody, headers });
    if (pathname === '/robots.txt') {
      return sendFile(req, res, { name: 'robots.txt', body: Buffer.from(robotsTxt(originOf(req, env))), headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
    }
    const sitemap = sitemapUpstream(pathname, env.SSR_API_BASE ?? runtimeConfig.apiBase, originOf(req, env));
    if (sitemap) return proxySitemap(req, res, sitemap, headers);
    if (file && path.basename(file) === 'index.html') return void servePage(req, res, headers, false);
    if (file) return sendFile(req, res, { name: file, body: fs.readFileSync(file), headers });
    // any path that is not an asset is a page of the shell (/buy-property-1.html too): rendered
    // on the server when it can be, else the plain index.html that the browser renders
    if (!ASSET_PATH.test(pathname)) return void servePage(req, res, headers, true);
    return sendStatus(res, 404, headers, 'Not found');
  });
}
