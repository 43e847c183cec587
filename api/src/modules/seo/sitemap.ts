/**
 * Sitemaps (https://www.sitemaps.org/protocol.html), served by the API and exposed at the site's
 * root by the shell's page server (/sitemap.xml, /sitemaps/{file}):
 *   GET /api/sitemap/index.xml             the index: static.xml and each type's files
 *   GET /api/sitemap/{type}-{n}.xml        listings, estates, new-developments, news (PER_FILE each)
 *   GET /api/sitemap/static.xml            the fixed public pages
 * Every page in its three languages, each <url> with its hreflang alternates (xhtml:link). Files
 * are written as a stream from keyset pages of the database; Last-Modified is the latest change
 * of the type, and If-Modified-Since answers 304. The site's origin: SITE_ORIGIN, else the
 * request's Host (the shell forwards the visitor's).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@portal/shared/routing';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { PAGE, PER_FILE, SOURCES, STATIC_PAGES, pathOf, type Entry } from './sitemap-sources';

const HREFLANG = { 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', 'en-us': 'en-US' } as const;
const XML_ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESC[c]!);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

export function originOf(req: FastifyRequest): string {
  return (process.env.SITE_ORIGIN ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
}

/** one entry as three <url>, one per language, each listing all three */
export function urlsOf(entry: Entry, origin: string): string {
  const links = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${xml(origin + pathOf(entry, l))}"/>`).join('');
  const lastmod = entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : '';
  return LOCALES.map((l) => `<url><loc>${xml(origin + pathOf(entry, l))}</loc>${lastmod}${links}</url>\n`).join('');
}

/** a type's file n as XML chunks, one database page at a time */
async function* urlset(db: Db, type: string, file: number, origin: string): AsyncGenerator<string> {
  const source = SOURCES[type]!;
  yield HEAD + URLSET;
  let after: string | null = null;
  let left = PER_FILE;
  while (left > 0) {
    const rows = await source.page(db, after, after === null ? (file - 1) * PER_FILE : 0, Math.min(PAGE, left));
    if (rows.length === 0) break;
    yield rows.map((r) => urlsOf(r, origin)).join('');
    after = rows[rows.length - 1]!.id;
    left -= rows.length;
  }
  yield '</urlset>\n';
}

/** Last-Modified and If-Modified-Since: true when the answer is 304 */
function notModified(req: FastifyRequest, reply: FastifyReply, lastmod: string | undefined): boolean {
  reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
  if (!lastmod) return false;
  const modified = new Date(lastmod);
  modified.setMilliseconds(0);
  reply.header('Last-Modified', modified.toUTCString());
  const since = req.headers['if-modified-since'];
  return !!since && !Number.isNaN(Date.parse(since)) && modified.getTime() <= Date.parse(since);
}

async function index(db: Db, origin: string): Promise<{ body: string; lastmod?: string }> {
  const files: Array<{ name: string; lastmod?: string }> = [{ name: 'static.xml' }];
  let latest: string | undefined;
  for (const [type, source] of Object.entries(SOURCES)) {
    const { total, lastmod } = await source.count(db);
    if (lastmod && (!latest || lastmod > latest)) latest = lastmod;
    for (let n = 1; n <= Math.ceil(total / PER_FILE); n += 1) files.push({ name: `${type}-${n}.xml`, lastmod });
  }
  const items = files.map((f) => `<sitemap><loc>${xml(`${origin}/sitemaps/${f.name}`)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>\n`);
  return { body: `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`, lastmod: latest };
}

export function registerSitemaps(app: FastifyInstance, db: Db): void {
  app.get('/sitemap/index.xml', async (req, reply) => {
    const { body, lastmod } = await index(db, originOf(req));
    return notModified(req, reply, lastmod) ? reply.status(304).send() : reply.send(body);
  });
  app.get<{ Params: { file: string } }>('/sitemap/:file', async (req, reply) => {
    const origin = originOf(req);
    if (req.params.file === 'static.xml') {
      reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return reply.send(`${HEAD}${URLSET}${STATIC_PAGES.map((route) => urlsOf({ route, params: {} }, origin)).join('')}</urlset>\n`);
    }
    const m = /^([a-z-]+)-([1-9]\d{0,4})\.xml$/.exec(req.params.file);
    const source = m ? SOURCES[m[1]!] : undefined;
    if (!m || !source) throw notFound('file');
    const { total, lastmod } = await source.count(db);
    if ((Number(m[2]) - 1) * PER_FILE >= total) throw notFound('file');
    if (notModified(req, reply, lastmod)) return reply.status(304).send();
    return reply.send(Readable.from(urlset(db, m[1]!, Number(m[2]), origin)));
  });
}
