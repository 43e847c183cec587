/**
 * Sessions and visitors. A session token is 32 random bytes (base64url) handed to the client
 * once; the database keeps only its sha256, with a 60-day expiry (spec 9 cookie lifetime).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index';
import type { RequestContext } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { memberError } from './errors';

export const SESSION_DAYS = 60;

export interface SessionUser {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: 'member' | 'owner' | 'agent' | 'admin';
  agentId: number | null;
  verified: boolean;
  createdAt: unknown;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: unknown }> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()', [userId]);
  const row = await db.one<{ expires_at: unknown }>(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
     RETURNING expires_at`,
    [hashToken(token), userId, SESSION_DAYS],
  );
  return { token, expiresAt: row?.expires_at };
}

export async function endSession(db: Db, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const rows = await db.query('DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id', [hashToken(token)]);
  return rows.length > 0;
}

/** Ends every session of `userId` but the one of `keepToken` (none kept without it); how many ended. */
export async function endSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING user_id', [
    userId,
    keepToken ? hashToken(keepToken) : '',
  ]);
  return rows.length;
}

const USER_COLUMNS = `u.id::int AS id, u.name, u.email, u.phone, u.role, u.agent_id, u.verified_at, u.created_at`;

/** The member of the `token` header, or undefined when there is none or it has expired. */
export async function currentUser(ctx: RequestContext): Promise<SessionUser | undefined> {
  if (!ctx.token || ctx.token.length > 200) return undefined;
  const row = await ctx.db.one<Record<string, unknown>>(
    `SELECT ${USER_COLUMNS}, s.last_seen < now() - interval '5 minutes' AS stale
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(ctx.token)],
  );
  if (!row) return undefined;
  if (row.stale) await ctx.db.query('UPDATE sessions SET last_seen = now() WHERE token_hash = $1', [hashToken(ctx.token)]);
  return toSessionUser(row);
}

export function toSessionUser(row: Record<string, unknown>): SessionUser {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    role: row.role as SessionUser['role'],
    agentId: row.agent_id === null || row.agent_id === undefined ? null : Number(row.agent_id),
    verified: row.verified_at !== null && row.verified_at !== undefined,
    createdAt: row.created_at,
  };
}

/** The member, or 401. */
export async function requireUser(ctx: RequestContext): Promise<SessionUser> {
  const user = await currentUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export async function issueVisitorId(db: Db): Promise<string> {
  const id = `v${randomBytes(18).toString('base64url')}`;
  await db.query('INSERT INTO visitors (id) VALUES ($1)', [id]);
  return id;
}

/**
 * The visitor of the `visitorId` header. A well-formed id the database has not seen (issued by
 * another deployment, or before a restore) is recorded rather than refused.
 */
export async function currentVisitor(ctx: RequestContext): Promise<string | undefined> {
  const id = ctx.visitorId;
  if (!id || !VISITOR_ID.test(id)) return undefined;
  await ctx.db.query(
    `INSERT INTO visitors (id) VALUES ($1)
     ON CONFLICT (id) DO UPDATE SET last_seen = now() WHERE visitors.last_seen < now() - interval '5 minutes'`,
    [id],
  );
  return id;
}

export async function requireVisitor(ctx: RequestContext): Promise<string> {
  const id = await currentVisitor(ctx);
  if (!id) throw memberError('badRequest', 'visitorRequired', 'headers.visitorId');
  return id;
}

/** Who is calling: a member, else a visitor, else nobody. */
export async function currentActor(ctx: RequestContext): Promise<{ user?: SessionUser; visitorId?: string }> {
  const user = await currentUser(ctx);
  const visitorId = await currentVisitor(ctx);
  return { user, visitorId };
}
