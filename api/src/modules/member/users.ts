/** Sign-up, sign-in, sign-out, user info and visitor ids. */
import type { FastifyInstance } from 'fastify';
import { changePassword, getUserInfo, getVisitorId, signIn, signOut, signUp, type UserInfo } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import type { RequestContext } from '../../http/context';
import { registerEndpoint } from '../../http/register';
import { createSession, currentVisitor, endSession, endSessions, issueVisitorId, requireUser, toSessionUser, type SessionUser } from './auth';
import { sendCode } from './account-codes';
import { memberError, memberText } from './errors';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { setSessionCookie } from './session-cookie';
import { accountKey, PRUNE_EVERY, pruneSignInFailures, sendRetryAfter, signInSucceeded, takeSignInAttempt } from './sign-in-throttle';
import { iso } from './util';

export function userInfo(user: SessionUser): UserInfo {
  const { id, name, email, phone, role, verified, createdAt } = user;
  return { userID: id, userName: name, email, phone, role, verified, createdAt: iso(createdAt) };
}

const USER_COLUMNS = `id::int AS id, name, email, phone, role, agent_id, verified_at, created_at, password_hash`;

export async function findAccount(db: Db, account: { kind: 'email' | 'phone'; value: string }) {
  return account.kind === 'email'
    ? db.one<Record<string, unknown>>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1`, [account.value])
    : ((await db.one<Record<string, unknown>>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [account.value])) ??
        // numbers stored in another spelling (+852 9123 4567) are found by their last 8 digits
        db.one<Record<string, unknown>>(
          `SELECT ${USER_COLUMNS} FROM users WHERE phone <> $1 AND right(regexp_replace(phone, '\\D', '', 'g'), 8) = $1 ORDER BY id LIMIT 1`,
          [account.value],
        ));
}

/**
 * A visitor who signs in keeps their bookmarks: they are merged into the member's (spec 6, across
 * platforms), each once (a bookmark both have keeps the member's remark).
 */
async function adoptVisitorBookmarks(db: Db, userId: number, visitorId: string | undefined): Promise<void> {
  if (!visitorId) return;
  await db.query(
    `INSERT INTO collections (user_id, source_type, source_id, remark, created_at)
     SELECT $1, source_type, source_id, remark, created_at FROM visitor_collections WHERE visitor_id = $2
     ON CONFLICT (user_id, source_type, source_id) DO NOTHING`,
    [userId, visitorId],
  );
}

async function sessionFor(db: Db, row: Record<string, unknown>, ctx: RequestContext) {
  const user = toSessionUser(row);
  const session = await createSession(db, user.id);
  setSessionCookie(ctx.req, session.token);
  return { token: session.token, expiresAt: iso(session.expiresAt), user: userInfo(user) };
}

export function registerUsers(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, signUp, async ({ body, ctx }) => {
    if (await findAccount(db, body.account)) throw memberError('conflict', 'accountExists', 'body.account');
    const hash = await hashPassword(body.password);
    const column = body.account.kind === 'email' ? 'email' : 'phone';
    let row: Record<string, unknown> | undefined;
    try {
      row = await db.one(
        `INSERT INTO users (${column}, password_hash, name, role) VALUES ($1, $2, $3, 'member') RETURNING ${USER_COLUMNS}`,
        [body.account.value, hash, body.userName],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw memberError('conflict', 'accountExists', 'body.account');
      throw err;
    }
    if (!row) throw new Error('user insert returned nothing');
    await adoptVisitorBookmarks(db, Number(row.id), await currentVisitor(ctx));
    await sendCode(db, toSessionUser(row), 'verify', ctx.language);
    return sessionFor(db, row, ctx);
  });

  sendRetryAfter(app);
  registerEndpoint(app, db, signIn, async ({ body, ctx }) => {
    const account = accountKey(body.account);
    if (Math.random() * PRUNE_EVERY < 1) await pruneSignInFailures(db);
    await takeSignInAttempt(db, account);
    const row = await findAccount(db, body.account);
    const ok = await verifyPassword(body.password, row ? (row.password_hash as string | null) : await dummyHash());
    if (!row || !ok) throw memberError('unauthorized', 'signInFailed', 'body.password');
    await signInSucceeded(db, account);
    // a hash of an older scheme or cost is replaced now that the password is at hand
    if (needsRehash(row.password_hash as string)) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.id, await hashPassword(body.password)]);
    }
    await adoptVisitorBookmarks(db, Number(row.id), await currentVisitor(ctx));
    return sessionFor(db, row, ctx);
  });

  registerEndpoint(app, db, signOut, async ({ ctx }) => {
    setSessionCookie(ctx.req, null);
    return { signedOut: await endSession(db, ctx.token), message: memberText('signedOut', ctx.language) };
  });

  registerEndpoint(app, db, getUserInfo, async ({ ctx }) => userInfo(await requireUser(ctx)));

  registerEndpoint(app, db, changePassword, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const row = await db.one<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(body.oldPassword, row?.password_hash))) throw memberError('badRequest', 'oldPasswordWrong', 'body.oldPassword');
    const hash = await hashPassword(body.newPassword);
    await db.tx(async (t) => {
      await t.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      await endSessions(t, user.id, ctx.token);
    });
    return { changed: true, message: memberText('passwordChanged', ctx.language) };
  });

  registerEndpoint(app, db, getVisitorId, async () => ({ visitorId: await issueVisitorId(db) }));
}
