/**
 * Conversations (spec 4.4): whoever asks is a member (by token) or a visitor (by visitorId);
 * the disclaimer must be agreed before a conversation starts, and is remembered on request;
 * a conversation takes CHAT_QUESTION_LIMIT questions and is then restarted.
 */
import { randomBytes } from 'node:crypto';
import { CHAT_ERRORS, CHAT_QUESTION_LIMIT, type ChatFilter } from './contracts';
import type { RequestContext } from '../../http/context';
import { ApiError } from '../../http/errors';
import { currentActor } from '../member/auth';

export interface Owner { key: string; userId: number | null }

/** questions a conversation takes: CHAT_QUESTION_LIMIT, or a smaller CHAT_QUESTION_LIMIT from the environment (the journeys reach it in a few questions) */
export function questionLimit(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.CHAT_QUESTION_LIMIT);
  return Number.isInteger(n) && n >= 1 && n <= CHAT_QUESTION_LIMIT ? n : CHAT_QUESTION_LIMIT;
}

const chatError = (kind: 'badRequest' | 'forbidden' | 'notFound' | 'conflict', key: keyof typeof CHAT_ERRORS, params: Record<string, number> = {}, field?: string) =>
  new ApiError(kind, key, params, field, CHAT_ERRORS);

export async function ownerOf(ctx: RequestContext): Promise<Owner> {
  const { user, visitorId } = await currentActor(ctx);
  if (user) return { key: `u:${user.id}`, userId: Number(user.id) };
  if (visitorId) return { key: `v:${visitorId}`, userId: null };
  throw chatError('badRequest', 'whoRequired', {}, 'headers.visitorId');
}

export async function newSession(ctx: RequestContext, body: { disclaimerAccepted: boolean; remember: boolean }) {
  const owner = await ownerOf(ctx);
  const remembered = Boolean(await ctx.db.one('SELECT 1 FROM chat_disclaimers WHERE owner_key = $1', [owner.key]));
  if (!remembered && !body.disclaimerAccepted) throw chatError('forbidden', 'disclaimerRequired', {}, 'body.disclaimerAccepted');
  if (!remembered && body.remember) {
    await ctx.db.query('INSERT INTO chat_disclaimers (owner_key) VALUES ($1) ON CONFLICT (owner_key) DO NOTHING', [owner.key]);
  }
  const id = randomBytes(18).toString('base64url');
  await ctx.db.query('INSERT INTO chat_sessions (id, owner_key, user_id) VALUES ($1, $2, $3)', [id, owner.key, owner.userId]);
  return { sessionId: id, questionsUsed: 0, questionLimit: questionLimit(), disclaimerRemembered: remembered || body.remember };
}

export interface Turn { owner: Owner; sessionId: string; questionsUsed: number; previous: ChatFilter | undefined }

/** counts the question against the conversation (refused past the limit) and gives the previous filter */
export async function takeTurn(ctx: RequestContext, sessionId: string): Promise<Turn> {
  const owner = await ownerOf(ctx);
  const row = await ctx.db.one<{ question_count: number; last_filter: ChatFilter | null }>(
    `UPDATE chat_sessions SET question_count = question_count + 1
     WHERE id = $1 AND owner_key = $2 AND question_count < $3 RETURNING question_count, last_filter`,
    [sessionId, owner.key, questionLimit()]);
  if (!row) {
    const exists = await ctx.db.one('SELECT 1 FROM chat_sessions WHERE id = $1 AND owner_key = $2', [sessionId, owner.key]);
    if (!exists) throw chatError('notFound', 'sessionNotFound', {}, 'body.sessionId');
    throw chatError('conflict', 'questionLimit', { limit: questionLimit() }, 'body.sessionId');
  }
  return { owner, sessionId, questionsUsed: Number(row.question_count), previous: row.last_filter ?? undefined };
}

export async function rememberFilter(ctx: RequestContext, sessionId: string, filter: ChatFilter): Promise<void> {
  await ctx.db.query('UPDATE chat_sessions SET last_filter = $2 WHERE id = $1', [sessionId, JSON.stringify(filter)]);
}
