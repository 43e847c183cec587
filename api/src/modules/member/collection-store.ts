/**
 * Bookmark storage shared by members (collections.user_id) and visitors
 * (visitor_collections.visitor_id): the same operations on either table.
 */
import { SOURCE_TYPES, type Language, type SourceType } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { memberError } from './errors';
import { sourceExists, withSummaries } from './summaries';
import { offsetOf } from './util';

export interface Owner {
  table: 'collections' | 'visitor_collections';
  column: 'user_id' | 'visitor_id';
  id: number | string;
  /** bookmarks this owner may keep in all, when limited */
  limit?: number;
}

export async function addBookmark(db: Db, o: Owner, sourceType: SourceType, sourceId: string, remark?: string) {
  if (!(await sourceExists(db, sourceType, sourceId))) throw memberError('notFound', 'propertyNotFound', 'body.sourceId');
  return db.tx(async (t) => {
    // one writer per owner at a time, so two tabs cannot both take the 20th place
    await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bookmarks:${o.table}:${o.id}`]);
    const existing = await t.one<{ id: number }>(
      `SELECT id::int AS id FROM ${o.table} WHERE ${o.column} = $1 AND source_type = $2 AND source_id = $3`,
      [o.id, sourceType, sourceId],
    );
    if (existing) {
      if (remark !== undefined) await t.query(`UPDATE ${o.table} SET remark = $2 WHERE id = $1`, [existing.id, remark]);
      return { collectionID: existing.id, created: false };
    }
    if (o.limit !== undefined) {
      const count = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${o.table} WHERE ${o.column} = $1`, [o.id]);
      if ((count?.n ?? 0) >= o.limit) throw memberError('conflict', 'bookmarkLimit');
    }
    const row = await t.one<{ id: number }>(
      `INSERT INTO ${o.table} (${o.column}, source_type, source_id, remark) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
      [o.id, sourceType, sourceId, remark ?? null],
    );
    return { collectionID: Number(row?.id), created: true };
  });
}

export async function countBookmarks(db: Db, o: Owner, sourceType?: SourceType) {
  const rows = await db.query<{ source_type: SourceType; n: number }>(
    `SELECT source_type, count(*)::int AS n FROM ${o.table} WHERE ${o.column} = $1 GROUP BY source_type`,
    [o.id],
  );
  const byType = new Map(rows.map((r) => [r.source_type, Number(r.n)]));
  const types = sourceType ? [sourceType] : SOURCE_TYPES;
  const counts = types.map((type) => ({ type, count: byType.get(type) ?? 0 }));
  return { total: counts.reduce((sum, c) => sum + c.count, 0), counts };
}

export async function bookmarkStatus(db: Db, o: Owner, sourceType: SourceType, sourceIds: string[]) {
  const rows = await db.query<{ id: number; source_id: string }>(
    `SELECT id::int AS id, source_id FROM ${o.table} WHERE ${o.column} = $1 AND source_type = $2 AND source_id = ANY($3::text[])`,
    [o.id, sourceType, sourceIds],
  );
  const found = new Map(rows.map((r) => [r.source_id, Number(r.id)]));
  return sourceIds.map((sourceId) => ({ sourceId, isCollected: found.has(sourceId), collectionID: found.get(sourceId) ?? null }));
}

export async function searchBookmarks(
  db: Db,
  o: Owner,
  query: { sourceType?: SourceType; pageIndex: number; pageCount: number },
  language: Language,
) {
  const params: unknown[] = [o.id];
  let where = `${o.column} = $1`;
  if (query.sourceType) {
    params.push(query.sourceType);
    where += ' AND source_type = $2';
  }
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${o.table} WHERE ${where}`, params);
  const rows = await db.query(
    `SELECT id::int AS id, source_type, source_id, remark, created_at FROM ${o.table} WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT ${query.pageCount} OFFSET ${offsetOf(query)}`,
    params,
  );
  return { items: await withSummaries(db, rows, language), total: Number(total?.n ?? 0), pageIndex: query.pageIndex, pageCount: query.pageCount };
}

export async function updateRemark(db: Db, o: Owner, collectionID: number, remark: string): Promise<boolean> {
  const rows = await db.query(`UPDATE ${o.table} SET remark = $3 WHERE id = $1 AND ${o.column} = $2 RETURNING id`, [collectionID, o.id, remark]);
  return rows.length > 0;
}

/** Deletes by id, by type and id, by type, or everything; answers how many went. */
export async function deleteBookmarks(
  db: Db,
  o: Owner,
  target: { collectionID?: number; sourceType?: SourceType; sourceId?: string },
): Promise<number> {
  const params: unknown[] = [o.id];
  const where = [`${o.column} = $1`];
  if (target.collectionID !== undefined) where.push(`id = $${params.push(target.collectionID)}`);
  if (target.sourceType !== undefined) where.push(`source_type = $${params.push(target.sourceType)}`);
  if (target.sourceId !== undefined) where.push(`source_id = $${params.push(target.sourceId)}`);
  const rows = await db.query(`DELETE FROM ${o.table} WHERE ${where.join(' AND ')} RETURNING id`, params);
  return rows.length;
}
