/** App configuration, suggestions, hot keywords, ads and the browse log (spec 7.8). */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentUser } from '../member/auth';
import { createCache, stableKey } from './cache';
import { isoTs, int, likeEscape, mediaUrl, tr, type Lang } from './sql';

type SuggestionType = (typeof c.SUGGESTION_TYPES)[number];
const TYPE_RANK: Record<SuggestionType, number> = { estate: 0, newEstate: 1, district: 2, area: 3 };

/**
 * Estates, new estates, districts and sub-areas matching a keyword in any script: search keys
 * hold every name form lower-cased, English with and without spaces, so 'taikoo', 'tai koo' and
 * '太古' meet the same rows. Names that start with the keyword come first.
 */
type Suggestion = Awaited<ReturnType<typeof findSuggestions>>;
const suggestions = createCache<Suggestion>(2000);

/** Typing sends the same prefixes again and again: answers are cached per language and query. */
export async function suggest(db: Db, lang: Lang, q: { keyword: string; type?: SuggestionType; count?: number }): Promise<Suggestion> {
  const key = stableKey({ lang, q });
  const hit = suggestions.get(key);
  if (hit) return hit;
  const out = await findSuggestions(db, lang, q);
  suggestions.set(key, out);
  return out;
}

async function findSuggestions(db: Db, lang: Lang, q: { keyword: string; type?: SuggestionType; count?: number }) {
  const count = q.count ?? 10;
  const kw = likeEscape(q.keyword.toLowerCase().replace(/\s+/g, ''));
  const contains = `%${kw}%`;
  const prefix = `${kw}%`;
  const nameStarts = (col: string) =>
    `(${col}->>'zh-hk' LIKE $3 OR ${col}->>'zh-cn' LIKE $3 OR replace(lower(${col}->>'en-us'), ' ', '') LIKE $3)`;
  const want = (t: SuggestionType) => !q.type || q.type === t;
  const parts: string[] = [];
  if (want('estate')) {
    parts.push(`(SELECT 'estate' AS type, e.id::text AS id, ${tr('e.name')} AS name, ${tr('d.name')} AS district,
      e.sale_listing_count AS sale, e.rent_listing_count AS rent, ${nameStarts('e.name')} AS starts
      FROM estates e JOIN regions d ON d.code = e.district_code WHERE e.search_key LIKE $2
      ORDER BY ${nameStarts('e.name')} DESC, e.sale_listing_count + e.rent_listing_count DESC, e.id LIMIT $4)`);
  }
  if (want('newEstate')) {
    parts.push(`(SELECT 'newEstate' AS type, n.id::text AS id, ${tr('n.name')} AS name, ${tr('d.name')} AS district, NULL::int AS sale, NULL::int AS rent, ${nameStarts('n.name')} AS starts
      FROM new_estates n JOIN regions d ON d.code = n.district_code WHERE n.search_key LIKE $2
      ORDER BY ${nameStarts('n.name')} DESC, n.hot_score DESC, n.id LIMIT $4)`);
  }
  const regionMatch = `(r.name->>'zh-hk' LIKE $2 OR r.name->>'zh-cn' LIKE $2 OR replace(lower(r.name->>'en-us'), ' ', '') LIKE $2)`;
  for (const [t, level] of [['district', 2], ['area', 3]] as const) {
    if (!want(t)) continue;
    parts.push(`(SELECT '${t}' AS type, r.code AS id, ${tr('r.name')} AS name, ${tr('p.name')} AS district, NULL::int AS sale, NULL::int AS rent, ${nameStarts('r.name')} AS starts
      FROM regions r LEFT JOIN regions p ON p.code = r.parent_code WHERE r.level = ${level} AND ${regionMatch}
      ORDER BY ${nameStarts('r.name')} DESC, r.sort, r.code LIMIT $4)`);
  }
  const rows = await db.query(parts.join(' UNION ALL '), [lang, contains, prefix, count]);
  return rows
    .map((r) => ({
      type: r.type as SuggestionType, id: String(r.id), nameWithCulture: String(r.name),
      gscopeNameWithCulture: r.district === null ? null : String(r.district),
      saleCount: r.sale === null ? null : int(r.sale), rentCount: r.rent === null ? null : int(r.rent), starts: Boolean(r.starts),
    }))
    .sort((a, b) => Number(b.starts) - Number(a.starts) || TYPE_RANK[a.type] - TYPE_RANK[b.type])
    .slice(0, count)
    .map(({ starts: _s, ...s }) => s);
}

export function registerContent(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.getAllWapConfig, async ({ ctx }) =>
    (await ctx.db.query('SELECT key, value FROM app_config ORDER BY key')).map((r) => ({ key: String(r.key), value: r.value })));
  registerEndpoint(app, db, c.getWapConfig, async ({ query, ctx }) => {
    const r = await ctx.db.one('SELECT key, value FROM app_config WHERE key = $1', [query.key]);
    if (!r) throw notFound('query.key');
    return { key: String(r.key), value: r.value };
  });
  registerEndpoint(app, db, c.searchSuggester, ({ query, ctx }) => suggest(ctx.db, ctx.language, query));
  registerEndpoint(app, db, c.getRecommendKeyword, async ({ body, ctx }) => {
    const rows = await ctx.db.query(
      `SELECT ${tr('keyword')} AS k, search_type, weight FROM search_keywords WHERE search_type = $2 ORDER BY weight DESC, id LIMIT $3`,
      [ctx.language, body.searchType, body.count ?? 10]);
    return rows.map((r) => ({ keywordWithCulture: String(r.k), searchType: String(r.search_type), weight: int(r.weight) }));
  });
  registerEndpoint(app, db, c.getAdInfoByLocation, async ({ query, ctx }) => {
    const rows = await ctx.db.query(
      `SELECT id, location, ${tr('title')} AS title, image, link_url, ${isoTs('starts_at')} AS s, ${isoTs('ends_at')} AS e
       FROM ads WHERE location = $2 AND starts_at <= now() AND ends_at > now() ORDER BY sort, id`,
      [ctx.language, query.location]);
    return rows.map((r) => ({
      adID: int(r.id), location: String(r.location), titleWithCulture: String(r.title), image: mediaUrl(String(r.image)) ?? '',
      linkUrl: String(r.link_url), startTime: String(r.s), endTime: String(r.e),
    }));
  });
  registerEndpoint(app, db, c.addUserBrowseLog, async ({ query, ctx }) => {
    const user = await currentUser(ctx);
    await ctx.db.query(
      `INSERT INTO browse_logs (user_id, visitor_id, source_type, browse_value, browse_url, language) VALUES ($1, $2, $3, $4, $5, $6)`,
      [user?.id ?? null, ctx.visitorId?.slice(0, 100) ?? null, query.sourceType, query.browseValue, query.browseURL ?? null, ctx.language]);
    return { logged: true };
  });
}
