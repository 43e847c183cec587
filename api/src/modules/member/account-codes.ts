/**
 * One-time codes of an account: six digits, kept only as a keyed hash, single use, expiring
 * (verification a day, password reset 30 minutes), at most MAX_CODE_ATTEMPTS wrong tries each.
 * A new code replaces the account's earlier unused ones. Sent through the outbox to the
 * account's e-mail, else its mobile by SMS, in the language of the request.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { enqueue, hkE164 } from './outbox';

export type CodePurpose = 'verify' | 'reset';
export const CODE_MINUTES: Record<CodePurpose, number> = { verify: 24 * 60, reset: 30 };
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (userId: number, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');

const TEXT: Record<CodePurpose, Record<Language, { subject: string; body: (code: string, minutes: number) => string }>> = {
  verify: {
    'zh-hk': { subject: '港居帳號驗證碼', body: (c, m) => `你的港居驗證碼是 ${c}，${m / 60} 小時內有效。` },
    'zh-cn': { subject: '港居账号验证码', body: (c, m) => `你的港居验证码是 ${c}，${m / 60} 小时内有效。` },
    'en-us': { subject: 'Your HarbourHome verification code', body: (c, m) => `Your HarbourHome verification code is ${c}. It is valid for ${m / 60} hours.` },
  },
  reset: {
    'zh-hk': { subject: '港居重設密碼驗證碼', body: (c, m) => `你的港居重設密碼驗證碼是 ${c}，${m} 分鐘內有效。如非你本人要求，請忽略此訊息。` },
    'zh-cn': { subject: '港居重设密码验证码', body: (c, m) => `你的港居重设密码验证码是 ${c}，${m} 分钟内有效。如非你本人要求，请忽略此信息。` },
    'en-us': {
      subject: 'Your HarbourHome password reset code',
      body: (c, m) => `Your HarbourHome password reset code is ${c}. It is valid for ${m} minutes. If you did not ask for it, ignore this message.`,
    },
  },
};

export interface CodeRecipient {
  id: number;
  email: string | null;
  phone: string | null;
}

/** Issues a code for `user` and queues it in the same transaction; false when the account has nowhere to send it. */
export async function sendCode(db: Db, user: CodeRecipient, purpose: CodePurpose, language: Language): Promise<boolean> {
  const sms = user.email ? null : hkE164(user.phone);
  if (!user.email && !sms) return false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = CODE_MINUTES[purpose];
  const text = TEXT[purpose][language];
  await db.tx(async (t) => {
    await t.query('UPDATE account_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [user.id, purpose]);
    await t.query(
      `INSERT INTO account_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [user.id, purpose, codeHash(user.id, purpose, code), minutes],
    );
    await enqueue(t, {
      channel: user.email ? 'email' : 'sms',
      recipient: user.email ?? (sms as string),
      subject: user.email ? text.subject : undefined,
      body: text.body(code, minutes),
      refType: `account-${purpose}`,
      refId: user.id,
    });
  });
  return true;
}

/**
 * Uses the account's live code of `purpose` when `code` matches it (true, once). A wrong code
 * counts an attempt; the code dies at MAX_CODE_ATTEMPTS.
 */
export async function useCode(db: Db, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
  return db.tx(async (t) => {
    const row = await t.one<{ id: number; code_hash: string }>(
      `SELECT id::int AS id, code_hash FROM account_codes
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [userId, purpose, MAX_CODE_ATTEMPTS],
    );
    if (!row) return false;
    if (row.code_hash !== codeHash(userId, purpose, code)) {
      await t.query('UPDATE account_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return false;
    }
    await t.query('UPDATE account_codes SET used_at = now() WHERE id = $1', [row.id]);
    return true;
  });
}
