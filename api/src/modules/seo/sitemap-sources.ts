/**
 * What the sitemaps list, by type: the public pages of listings, estates, new developments and
 * news and the Greater Bay Area's projects read from the database in keyset pages (ordered by id, PAGE rows per query), so a sitemap
 * of 100,000 listings never holds more than one page of rows.
 */
import { href, type RouteName } from '@portal/shared/routing';
import type { Db } from '../../db';

/** rows per database query */
export const PAGE = 2000;
/** entries per sitemap file: each is written in three languages, 45,000 <url> of the 50,000 allowed */
export const PER_FILE = 15_000;

export interface Entry {
  route: RouteName;
  params: Record<string, string>;
  /** ISO date or timestamp */
  lastmod?: string;
}

export interface Source {
  /** how many entries the type has, and the latest change among them */
  count(db: Db): Promise<{ total: number; lastmod?: string }>;
  /** `limit` entries in id order: after the id `after`, or from the `offset`-th when after is null */
  page(db: Db, after: string | null, offset: number, limit: number): Promise<Array<Entry & { id: string }>>;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? new Date(String(v)).toISOString() : undefined);

function keyset(table: string, where: string, lastmod: string, toEntry: (r: Record<string, unknown>) => Entry, idType: 'text' | 'int', extra = ''): Source {
  return {
    async count(db) {
      const r = await db.one<Record<string, unknown>>(`SELECT count(*)::int AS n, max(${lastmod}) AS m FROM ${table} t WHERE ${where}`);
      return { total: Number(r?.n ?? 0), lastmod: iso(r?.m) };
    },
    async page(db, after, offset, limit) {
      const cast = idType === 'int' ? '::int' : '';
      const rows = await db.query<Record<string, unknown>>(
        `SELECT t.id::text AS id, ${lastmod} AS m${extra} FROM ${table} t WHERE ${where} ${after === null ? '' : `AND t.id > $3${cast}`}
         ORDER BY t.id OFFSET $1 LIMIT $2`,
        after === null ? [offset, limit] : [offset, limit, after],
      );
      return rows.map((r) => ({ id: String(r.id), ...toEntry({ ...r, m: iso(r.m) }) }));
    },
  };
}

/** listing statuses shown to visitors (effective, content updated: spec 4.1) */
const ON_OFFER = 't.status IN (4, 8)';

export const SOURCES: Record<string, Source> = {
  listings: keyset('listings', ON_OFFER, 't.updated_at', (r) => ({
    route: Number(r.rental_type) === 2 ? 'rentDetail' : 'saleDetail', params: { propertyId: String(r.id) }, lastmod: r.m as string,
  }), 'text', ', t.rental_type'),
  estates: keyset('estates', 'true', '(SELECT max(l.updated_at) FROM listings l WHERE l.estate_id = t.id AND l.status IN (4, 8))', (r) => ({
    route: 'estateDetail', params: { propertyId: String(r.id) }, lastmod: r.m as string | undefined,
  }), 'int'),
  'new-developments': keyset('new_estates', 'true', 't.sales_start_date', (r) => ({
    route: 'newPropertyDetail', params: { propertyId: String(r.id) }, lastmod: (r.m as string | undefined)?.slice(0, 10),
  }), 'int'),
  // Greater Bay Area projects: lastmod is the latest sale permit, the project's last news
  'greater-bay-area': keyset('gba_projects', 'true', 't.latest_permit_on', (r) => ({
    route: 'gbaDetail', params: { detailId: String(r.id) }, lastmod: (r.m as string | undefined)?.slice(0, 10),
  }), 'int'),
  news: keyset('information', "t.kind = 'news'", 't.published_at', (r) => ({ route: 'newsDetail', params: { id: String(r.id) }, lastmod: r.m as string }), 'int'),
};

/** the site's fixed public pages */
export const STATIC_PAGES: readonly RouteName[] = [
  'home', 'buyList', 'rentList', 'servicedList', 'newPropertyList', 'estateList', 'newsList', 'agencyList', 'marketData',
  'gbaList', 'gbaTools',
];

export function pathOf(entry: Entry, locale: Parameters<typeof href>[2]): string {
  return href(entry.route, entry.params, locale);
}
