/**
 * The shell's page server (docs/ssr.md): every page rendered on the server when it can be (the
 * renderer of dist/server/render.cjs), the plain index.html that the browser renders when it
 * cannot (SSR=off, a member page, a failure); /runtime-config.json from the environment; the
 * shell's built files as a CDN serves them (./static-files); /robots.txt and the sitemaps
 * (./crawlers). dist/server is not served.
 * Every answer carries the security headers, every page its Content-Security-Policy with a nonce
 * of its own (./security-headers).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RuntimeConfig } from '../../config/runtime-config.schema';
import { isPrivatePath, proxySitemap, robotsTxt, sitemapUpstream } from './crawlers';
import { rendererOf } from './renderer';
import { baseHeaders, configOrigins, contentSecurityPolicy, newNonce } from './security-headers';
import { HEALTH_BODY } from './static-server';
import { ASSET_PATH, allowRead, resolveFile, sendFile, sendStatus, type Headers } from './static-files';

export interface PageServerOptions {
  /** the shell's build: dist/index.html, its assets, dist/server/render.cjs */
  distDir: string;
  runtimeConfig: RuntimeConfig;
  /** SSR, SSR_API_BASE, SHELL_PUBLIC_PATH, SITE_ORIGIN, TRUST_PROXY */
  env?: NodeJS.ProcessEnv;
}

/** a page depends on the locale cookie (root redirect) and the device (first layout) */
const PAGE_VARY = { Vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent' };

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

  const servePage = async (req: http.IncomingMessage, res: http.ServerResponse, headers: Headers, render: boolean) => {
    const nonce = newNonce();
    const html = template(nonce);
    const pageHeaders = { ...headers, 'Content-Security-Policy': contentSecurityPolicy(runtimeConfig, nonce) };
    const renderer = render ? currentRenderer() : null;
    if (renderer) {
      try {
        const page = await renderer.render(html, {
          url: req.url ?? '/', origin: originOf(req, env), cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'], userAgent: req.headers['user-agent'], nonce,
        });
        if (page && page.status >= 300 && page.status < 400) {
          return sendStatus(res, page.status, { ...page.headers, ...headers, ...PAGE_VARY, 'Cache-Control': 'no-cache' });
        }
        if (page) {
          return sendFile(req, res, {
            name: 'index.html', body: Buffer.from(page.body), status: page.status, headers: { ...page.headers, ...pageHeaders, ...PAGE_VARY }, fresh: true,
          });
        }
      } catch (error) {
        console.warn(`[ssr] ${req.url}: ${error instanceof Error ? error.message : String(error)}; the browser renders it`);
      }
    }
    // a member or message page the browser renders: kept out of search engines all the same
    const plainHeaders: Headers = { ...pageHeaders };
    if (isPrivatePath(new URL(req.url ?? '/', 'http://x').pathname)) plainHeaders['X-Robots-Tag'] = 'noindex';
    return sendFile(req, res, { name: 'index.html', body: Buffer.from(html), headers: plainHeaders, fresh: true });
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
