/** Verification of the account's e-mail or mobile, password reset by code, and signing out everywhere. */
import type { FastifyInstance } from 'fastify';
import { requestPasswordReset, resetPassword, sendVerifyCode, signOutEverywhere, verifyAccount } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { endSessions, requireUser, toSessionUser, type SessionUser } from './auth';
import { sendCode, useCode } from './account-codes';
import { memberError, memberText } from './errors';
import { hashPassword } from './password';
import { setSessionCookie } from './session-cookie';
import { findAccount } from './users';

/** Posting a listing (and what else needs a reachable owner) waits for a verified account. */
export function requireVerified(user: SessionUser): void {
  if (!user.verified) throw memberError('forbidden', 'verifyFirst');
}

export function registerAccount(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, sendVerifyCode, async ({ ctx }) => {
    const user = await requireUser(ctx);
    if (user.verified) return { sent: false, verified: true, message: memberText('alreadyVerified', ctx.language) };
    const sent = await sendCode(db, user, 'verify', ctx.language);
    return { sent, verified: false, message: memberText('codeSent', ctx.language) };
  });

  registerEndpoint(app, db, verifyAccount, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (user.verified) return { done: true, message: memberText('alreadyVerified', ctx.language) };
    if (!(await useCode(db, user.id, 'verify', body.code))) throw memberError('badRequest', 'codeWrong', 'body.code');
    await db.query('UPDATE users SET verified_at = now() WHERE id = $1 AND verified_at IS NULL', [user.id]);
    return { done: true, message: memberText('accountVerified', ctx.language) };
  });

  registerEndpoint(app, db, requestPasswordReset, async ({ body, ctx }) => {
    const row = await findAccount(db, body.account);
    if (row) await sendCode(db, toSessionUser(row), 'reset', ctx.language);
    return { done: true, message: memberText('resetCodeSent', ctx.language) };
  });

  registerEndpoint(app, db, resetPassword, async ({ body, ctx }) => {
    const row = await findAccount(db, body.account);
    if (!row || !(await useCode(db, Number(row.id), 'reset', body.code))) throw memberError('badRequest', 'codeWrong', 'body.code');
    const hash = await hashPassword(body.newPassword);
    await db.tx(async (t) => {
      // the code reached the account's own e-mail or mobile, so that is now proven too
      await t.query('UPDATE users SET password_hash = $2, verified_at = COALESCE(verified_at, now()) WHERE id = $1', [row.id, hash]);
      await endSessions(t, Number(row.id));
    });
    setSessionCookie(ctx.req, null);
    return { done: true, message: memberText('passwordReset', ctx.language) };
  });

  registerEndpoint(app, db, signOutEverywhere, async ({ ctx }) => {
    const user = await requireUser(ctx);
    const sessionsEnded = await endSessions(db, user.id);
    setSessionCookie(ctx.req, null);
    return { sessionsEnded, message: memberText('signedOutEverywhere', ctx.language) };
  });
}
