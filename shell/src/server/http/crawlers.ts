/**
 * What the page server answers crawlers at the site's root (docs/seo.md): /robots.txt (member,
 * message and API paths disallowed, the sitemap's address) and the sitemaps, fetched from the API
 * (/sitemap.xml is its /sitemap/index.xml, /sitemaps/{file} its /sitemap/{file}) with the
 * visitor's Host, so their addresses are the site's.
 */
import http from 'node:http';
import https from 'node:https';
import { LOCALES, ROUTES, match, withLocale } from '@portal/shared/routing';
import { privateRoute } from '../../seo/private-route';

/** the first segment of every private route's patterns, in every language ('/member/', '/zh-cn/fav') */
function privatePrefixes(): string[] {
  const first = new Set<string>();
  for (const route of ROUTES) {
    if (!privateRoute(route)) continue;
    for (const pattern of route.patterns) first.add(`/${pattern.split('/')[1] ?? ''}`);
  }
  return LOCALES.flatMap((l) => [...first].map((p) => withLocale(p, l)));
}

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Disallow: /api/', ...privatePrefixes().map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

/** a page that must stay out of search engines even when the browser renders it (X-Robots-Tag) */
export function isPrivatePath(pathname: string): boolean {
  const matched = match(pathname);
  return matched.kind === 'route' && privateRoute(matched.route);
}

/** the API address of a root sitemap path, or null */
export function sitemapUpstream(pathname: string, apiBase: string, origin: string): URL | null {
  const file = pathname === '/sitemap.xml' ? 'index.xml' : /^\/sitemaps\/([a-z-]+(?:-\d+)?\.xml)$/.exec(pathname)?.[1];
  if (!file) return null;
  return new URL(`${apiBase.replace(/\/+$/, '')}/sitemap/${file}`, origin);
}

const PASSED = ['content-type', 'cache-control', 'last-modified', 'etag'];

/** streams the API's sitemap to the visitor, with the visitor's Host and If-Modified-Since */
export function proxySitemap(req: http.IncomingMessage, res: http.ServerResponse, upstream: URL, headers: Record<string, string>): void {
  const client = upstream.protocol === 'https:' ? https : http;
  const ask = client.request(upstream, {
    method: req.method === 'HEAD' ? 'HEAD' : 'GET',
    headers: { host: req.headers.host ?? upstream.host, ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}) },
  }, (answer) => {
    const out: Record<string, string> = { ...headers };
    for (const name of PASSED) if (answer.headers[name]) out[name] = String(answer.headers[name]);
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  ask.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { ...headers, 'Content-Type': 'text/plain' });
    res.end('The sitemap is not available');
  });
  ask.end();
}
