/** News, estate news, tips, encyclopedia and FAQ. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { registerArticleViews } from '../news/article-views';
import { plainParagraphs, toBlocks } from '../news/blocks';
import type { ViewCounter } from './property-views';
import { keywordTerms, scoredCte } from '../news/search';
import { int, isoTs, mediaUrl, num, Params, paging, str, tr, type Lang } from './sql';

type Kind = (typeof c.INFORMATION_KINDS)[number];
const COLUMNS = `i.id, i.kind, i.category_id, ${tr('ic.name')} AS category_name, i.estate_id, ${tr('e.name')} AS estate_name,
  ${tr('i.title')} AS title, ${tr('i.summary')} AS summary, i.cover, i.tags, i.author, i.featured, i.view_count, ${isoTs('i.published_at')} AS published`;
const JOINS = `LEFT JOIN information_categories ic ON ic.id = i.category_id LEFT JOIN estates e ON e.id = i.estate_id`;

const toItem = (r: Row) => ({
  informationID: int(r.id), kind: r.kind as Kind, categoryID: num(r.category_id), categoryNameWithCulture: str(r.category_name),
  estateID: num(r.estate_id), estateNameWithCulture: str(r.estate_name), titleWithCulture: String(r.title), summaryWithCulture: String(r.summary),
  cover: mediaUrl(str(r.cover)), tags: (r.tags as string[]) ?? [], author: str(r.author), featured: Boolean(r.featured),
  viewCount: int(r.view_count), publishTime: String(r.published),
});

interface Search { kind?: Kind; categoryId?: number; keyword?: string; estateId?: number; tag?: string; featured?: boolean; pageIndex?: number; pageCount?: number }

export async function searchInformation(db: Db, lang: Lang, b: Search) {
  const { pageIndex, pageCount, offset } = paging(b);
  const where = (p: Params) => {
    const w = ['true'];
    if (b.kind) w.push(`i.kind = ${p.add(b.kind)}`);
    if (b.categoryId !== undefined) {
      const v = p.add(b.categoryId);
      w.push(`(i.category_id = ${v} OR i.category_id IN (SELECT id FROM information_categories WHERE parent_id = ${v}))`);
    }
    if (b.estateId !== undefined) w.push(`i.estate_id = ${p.add(b.estateId)}`);
    if (b.tag) w.push(`${p.add(b.tag)} = ANY(i.tags)`);
    if (b.featured) w.push('i.featured');
    return w.join(' AND ');
  };
  const terms = b.keyword ? await keywordTerms(db, b.keyword) : undefined;
  if (terms === null) return { items: [], total: 0, pageIndex, pageCount };
  // with a keyword: the matching articles, best first (news/search.ts); without: newest first
  const source = async (p: Params) => (terms
    ? { head: await scoredCte(db, p, terms), from: 'scored s JOIN information i ON i.id = s.id', order: 's.score DESC, ' }
    : { head: '', from: 'information i', order: '' });
  const pc = new Params();
  const c = await source(pc);
  const countWhere = where(pc);
  const p = new Params();
  p.add(lang);
  const l = await source(p);
  const w = where(p);
  const [count, rows] = await Promise.all([
    db.one<{ n: number }>(`${c.head} SELECT count(*)::int AS n FROM ${c.from} WHERE ${countWhere}`, pc.values),
    db.query(`${l.head} SELECT ${COLUMNS} FROM ${l.from} ${JOINS} WHERE ${w}
      ORDER BY ${l.order}i.published_at DESC, i.id DESC LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`, p.values),
  ]);
  return { items: rows.map(toItem), total: int(count?.n), pageIndex, pageCount };
}

/** An article; it counts no view (the page does, news/article-views.ts): its count is the database's and the views not yet written. */
export async function informationById(db: Db, views: ViewCounter, lang: Lang, id: number) {
  const r = await db.one(
    `SELECT ${COLUMNS}, coalesce(i.body->$1, i.body->'zh-hk') AS body FROM information i ${JOINS} WHERE i.id = $2`, [lang, id]);
  if (!r) throw notFound('query.id');
  const related = await db.query(
    `SELECT ${COLUMNS} FROM information i ${JOINS} WHERE i.id <> $2 AND i.kind = $3
       AND (i.category_id IS NOT DISTINCT FROM $4::int OR i.tags && $5::text[])
     ORDER BY (i.category_id IS NOT DISTINCT FROM $4::int) DESC, i.published_at DESC, i.id DESC LIMIT 6`,
    [lang, id, r.kind, r.category_id, r.tags ?? []]);
  const blocks = toBlocks(r.body);
  const item = toItem(r);
  return { ...item, viewCount: item.viewCount + views.pendingFor(id), bodyWithCulture: plainParagraphs(blocks), blocks, related: related.map(toItem) };
}

export async function categories(db: Db, lang: Lang, kind: Kind) {
  const rows = await db.query(
    `SELECT id, kind, ${tr('name')} AS name, parent_id FROM information_categories WHERE kind = $2 ORDER BY sort, id`, [lang, kind]);
  const items = rows.map((r) => ({ categoryID: int(r.id), kind: r.kind as Kind, nameWithCulture: String(r.name), parentID: num(r.parent_id) }));
  return items.filter((i) => i.parentID === null).map((top) => ({ ...top, children: items.filter((i) => i.parentID === top.categoryID) }));
}

export function registerInformation(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.searchInformation, ({ body, ctx }) => searchInformation(ctx.db, ctx.language, body));
  const views = registerArticleViews(app, db);
  registerEndpoint(app, db, c.getInformationById, ({ query, ctx }) => informationById(ctx.db, views, ctx.language, query.id));
  registerEndpoint(app, db, c.getInformationCategories, ({ query, ctx }) => categories(ctx.db, ctx.language, query.kind));
  registerEndpoint(app, db, c.getFeaturedInformation, async ({ query, ctx }) =>
    (await searchInformation(ctx.db, ctx.language, {
      kind: 'news', featured: true, categoryId: query.subCategoryID === 0 ? undefined : query.subCategoryID, pageCount: query.size,
    })).items);
  registerEndpoint(app, db, c.getEstateListInformation, ({ query, ctx }) =>
    searchInformation(ctx.db, ctx.language, { kind: 'estate-news', estateId: query.estateId, pageIndex: query.pageIndex, pageCount: query.pageCount }));
  registerEndpoint(app, db, c.getEstateDetailInformation, async ({ body, ctx }) => {
    if (!(await ctx.db.one('SELECT 1 AS ok FROM estates WHERE id = $1', [body.estateId]))) throw notFound('body.estateId');
    return searchInformation(ctx.db, ctx.language, { estateId: body.estateId, pageIndex: body.pageIndex, pageCount: body.pageCount });
  });
}
