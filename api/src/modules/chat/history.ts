/** A member's chat history (SearchChatGptHistory), its deletion, and the rating of answers. */
import type { ChatAnswer } from './contracts';
import type { RequestContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireUser } from '../member/auth';
import { ownerOf } from './sessions';

interface Row { id: string; session_id: string; question: string; answer: Omit<ChatAnswer, 'messageId'>; rating: number | null; created: string }

export async function history(ctx: RequestContext, body: { pageIndex: number; pageCount: number; sessionId?: string }) {
  const user = await requireUser(ctx);
  const params: unknown[] = [user.id, body.sessionId ?? null];
  const where = 'user_id = $1 AND ($2::text IS NULL OR session_id = $2)';
  const total = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE ${where}`, params);
  const rows = await ctx.db.query<Row>(
    `SELECT id::text AS id, session_id, question, answer, rating,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created
     FROM chat_messages WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [...params, body.pageCount, (body.pageIndex - 1) * body.pageCount]);
  return {
    items: rows.map((r) => ({
      messageId: Number(r.id), sessionId: r.session_id, question: r.question, kind: r.answer.kind, text: r.answer.text,
      total: r.answer.results?.total ?? null, cards: r.answer.results?.cards ?? [], rating: r.rating === null ? null : Number(r.rating),
      createdAt: r.created,
    })),
    total: Number(total?.n ?? 0),
    pageIndex: body.pageIndex,
    pageCount: body.pageCount,
  };
}

export async function deleteHistory(ctx: RequestContext, body: { messageIds?: number[]; sessionId?: string }) {
  const user = await requireUser(ctx);
  const rows = await ctx.db.query(
    `DELETE FROM chat_messages WHERE user_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
       AND ($3::text IS NULL OR session_id = $3) RETURNING id`,
    [user.id, body.messageIds ?? null, body.sessionId ?? null]);
  return { deleted: rows.length };
}

export async function rateAnswer(ctx: RequestContext, body: { messageId: number; rating: number }) {
  const owner = await ownerOf(ctx);
  const row = await ctx.db.one<{ id: string }>(
    `UPDATE chat_messages m SET rating = $3 FROM chat_sessions s
     WHERE m.id = $1 AND s.id = m.session_id AND s.owner_key = $2 RETURNING m.id`,
    [body.messageId, owner.key, body.rating]);
  if (!row) throw notFound('body.messageId');
  return { messageId: body.messageId, rating: body.rating };
}
