/** Dictionaries and reference lists (spec 7.8): small, read often, cached per language. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { createCache } from './cache';
import { int, num, Params, paging, str, tr, type Lang } from './sql';

const cache = createCache<unknown>(200);
async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const v = await load();
  cache.set(key, v);
  return v;
}

const toEntry = (r: Row) => ({
  itemName: String(r.group_name), dictionaryValue: String(r.value), dictionaryNameWithCulture: String(r.name),
  parentDictionaryValue: str(r.parent_value), sort: int(r.sort),
});

export async function dictionary(db: Db, lang: Lang, group?: string) {
  return cached(`dict:${lang}:${group ?? '*'}`, async () => {
    const rows = await db.query(
      `SELECT group_name, value, ${tr('name')} AS name, parent_value, sort FROM dictionary_entries
       WHERE $2::text IS NULL OR group_name = $2 ORDER BY group_name, sort, id`,
      [lang, group ?? null],
    );
    const entries = rows.map(toEntry);
    const key = (e: { itemName: string; dictionaryValue: string }) => `${e.itemName}\u0000${e.dictionaryValue}`;
    const top = new Map(entries.filter((e) => e.parentDictionaryValue === null).map((e) => [key(e), { ...e, children: [] as typeof entries }]));
    for (const e of entries) {
      if (e.parentDictionaryValue === null) continue;
      const parent = top.get(key({ itemName: e.itemName, dictionaryValue: e.parentDictionaryValue }));
      if (parent) parent.children.push(e);
      else top.set(key(e), { ...e, children: [] });
    }
    return [...top.values()];
  });
}

export async function gscopes(db: Db, lang: Lang) {
  return cached(`gscope:${lang}`, async () => {
    const rows = await db.query(
      `SELECT r.code, r.parent_code, r.level, ${tr('r.name')} AS name, r.lat, r.lng,
         (SELECT coalesce(array_agg(n.code ORDER BY n.sort, n.code), '{}') FROM school_nets n
            WHERE n.kind = 'primary' AND (n.district_code = r.code OR (r.level = 3 AND n.district_code = r.parent_code))) AS nets
       FROM regions r ORDER BY r.level, r.sort, r.code`,
      [lang],
    );
    type Node = { gscopeCode: string; gscopeNameWithCulture: string; level: number; lat: number | null; lng: number | null; schoolNet: string[]; children: Node[] };
    const nodes = new Map<string, Node>();
    const roots: Node[] = [];
    for (const r of rows) {
      const node: Node = {
        gscopeCode: String(r.code), gscopeNameWithCulture: String(r.name), level: int(r.level), lat: num(r.lat), lng: num(r.lng),
        schoolNet: (r.nets as string[]) ?? [], children: [],
      };
      nodes.set(node.gscopeCode, node);
      const parent = r.parent_code ? nodes.get(String(r.parent_code)) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots as never[];
  });
}

export async function areas(db: Db, lang: Lang) {
  const rows = await db.query(
    `SELECT code, ${tr('name')} AS name, level, parent_code, lat, lng FROM regions WHERE level >= 2 ORDER BY level, sort, code`, [lang]);
  return rows.map((r) => ({ areaCode: String(r.code), nameWithCulture: String(r.name), level: int(r.level), parentCode: str(r.parent_code), lat: num(r.lat), lng: num(r.lng) }));
}

export async function schoolNets(db: Db, lang: Lang, q: { PageIndex?: number; PageCount?: number; kind?: string }) {
  const { pageIndex, pageCount, offset } = paging({ pageIndex: q.PageIndex, pageCount: q.PageCount }, 100);
  const p = new Params();
  p.add(lang);
  const kind = q.kind ? `WHERE n.kind = ${p.add(q.kind)}` : '';
  const rows = await db.query(
    `SELECT n.code, n.kind, ${tr('n.name')} AS name, n.district_code, ${tr('d.name')} AS district, count(*) OVER ()::int AS total
     FROM school_nets n LEFT JOIN regions d ON d.code = n.district_code ${kind}
     ORDER BY n.kind DESC, n.sort, n.code LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`, p.values);
  const total = rows.length ? int(rows[0]?.total)
    : int((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM school_nets WHERE $1::text IS NULL OR kind = $1`, [q.kind ?? null]))?.n);
  return {
    items: rows.map((r) => ({
      code: String(r.code), kind: r.kind as 'primary' | 'secondary', nameWithCulture: String(r.name),
      districtCode: str(r.district_code), districtNameWithCulture: str(r.district),
    })),
    total, pageIndex, pageCount,
  };
}

export async function subwayLines(db: Db, lang: Lang) {
  return cached(`mtr:${lang}`, async () => {
    const rows = await db.query(
      `SELECT l.id, l.code, ${tr('l.name')} AS name, l.color,
         (SELECT coalesce(json_agg(json_build_object('stationID', s.id, 'code', s.code, 'nameWithCulture', ${tr('s.name')},
            'lat', s.lat, 'lng', s.lng, 'seq', ls.seq) ORDER BY ls.seq), '[]')
          FROM mtr_line_stations ls JOIN mtr_stations s ON s.id = ls.station_id WHERE ls.line_id = l.id) AS stations
       FROM mtr_lines l ORDER BY l.sort, l.id`, [lang]);
    return rows.map((r) => ({
      lineID: int(r.id), code: String(r.code), nameWithCulture: String(r.name), color: String(r.color),
      stations: r.stations as { stationID: number; code: string; nameWithCulture: string; lat: number; lng: number; seq: number }[],
    }));
  });
}

export async function labels(db: Db, lang: Lang, q: { Type?: string; PageIndex?: number; PageCount?: number }) {
  const { pageIndex, pageCount, offset } = paging({ pageIndex: q.PageIndex, pageCount: q.PageCount }, 30);
  const rows = await db.query(
    `SELECT group_name, value, ${tr('name')} AS name, parent_value, sort, count(*) OVER ()::int AS total FROM dictionary_entries
     WHERE group_name = $2 ORDER BY sort, id LIMIT $3 OFFSET $4`,
    [lang, q.Type ?? 'PropertyLabel', pageCount, offset],
  );
  const total = rows.length ? int(rows[0]?.total)
    : int((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM dictionary_entries WHERE group_name = $1', [q.Type ?? 'PropertyLabel']))?.n);
  return { items: rows.map(toEntry), total, pageIndex, pageCount };
}

/** The SEO entry of the longest path prefix of webPath ('/buy/x' falls back to '/buy', then '/'). */
export async function seo(db: Db, lang: Lang, webPath: string) {
  const path = webPath.startsWith('/') ? webPath : `/${webPath}`;
  const r = await db.one(
    `SELECT web_path, ${tr('title')} AS title, ${tr('description')} AS description,
       CASE WHEN keywords IS NULL THEN NULL ELSE ${tr('keywords')} END AS keywords
     FROM seo_entries WHERE $2 = web_path OR $2 LIKE rtrim(web_path, '/') || '/%' OR web_path = '/'
     ORDER BY length(web_path) DESC LIMIT 1`,
    [lang, path.split('?')[0]],
  );
  if (!r) throw notFound('query.webPath');
  return { webPath: String(r.web_path), titleWithCulture: String(r.title), descriptionWithCulture: String(r.description), keywordsWithCulture: str(r.keywords) };
}

export function registerDictionary(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.searchDictionaryInfo, ({ query, ctx }) => dictionary(ctx.db, ctx.language, query.itemName));
  registerEndpoint(app, db, c.searchLabel, ({ query, ctx }) => labels(ctx.db, ctx.language, query));
  registerEndpoint(app, db, c.getGscope, ({ ctx }) => gscopes(ctx.db, ctx.language));
  registerEndpoint(app, db, c.getArea, ({ ctx }) => areas(ctx.db, ctx.language));
  registerEndpoint(app, db, c.getSchoolNetGscope, ({ query, ctx }) => schoolNets(ctx.db, ctx.language, query));
  registerEndpoint(app, db, c.getAllSubwayline, ({ ctx }) => subwayLines(ctx.db, ctx.language));
  registerEndpoint(app, db, c.getSeo, ({ query, ctx }) => seo(ctx.db, ctx.language, query.webPath));
}
