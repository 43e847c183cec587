/**
 * The slider captcha of spec 4.5. The answer lives in the database (any API process can check
 * it), is good for one attempt and for two minutes, and must be met within 5 px.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_LIFETIME_SECONDS, CAPTCHA_TOLERANCE_PX, getRecaptcha, type Captcha } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawPuzzle, PIECE_SIZE } from './captcha-image';
import { memberError } from './errors';
import { pngDataUrl } from './png';

export async function issueCaptcha(db: Db): Promise<Captcha> {
  const x = randomInt(PIECE_SIZE + 12, CAPTCHA_WIDTH - PIECE_SIZE - 8);
  const y = randomInt(6, CAPTCHA_HEIGHT - PIECE_SIZE - 6);
  const { background, piece } = drawPuzzle(x, y);
  const captchaId = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO captchas (id, answer_x) VALUES ($1, $2)', [captchaId, x]);
  if (randomInt(20) === 0) await db.query("DELETE FROM captchas WHERE created_at < now() - interval '1 hour'");
  return {
    captchaId,
    background: pngDataUrl(background),
    piece: pngDataUrl(piece),
    y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresInSeconds: CAPTCHA_LIFETIME_SECONDS,
  };
}

/**
 * Checks the answer of the query params h-recaptcha (id) and h-recaptchavalue (x), and uses the
 * captcha up whatever the outcome. Missing: 400 captchaMissing; wrong, used or expired: 400 captchaFailed.
 */
export async function verifyCaptcha(db: Db, query: { 'h-recaptcha'?: string; 'h-recaptchavalue'?: string }): Promise<void> {
  const id = query['h-recaptcha']?.trim();
  const raw = query['h-recaptchavalue']?.trim();
  if (!id) throw memberError('badRequest', 'captchaMissing', 'query.h-recaptcha');
  const value = raw ? Number(raw) : NaN;
  if (!Number.isFinite(value)) throw memberError('badRequest', 'captchaMissing', 'query.h-recaptchavalue');
  const row = await db.one<{ answer_x: number; fresh: boolean }>(
    `UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL
     RETURNING answer_x, created_at > now() - make_interval(secs => $2) AS fresh`,
    [id, CAPTCHA_LIFETIME_SECONDS],
  );
  if (!row || !row.fresh || Math.abs(value - Number(row.answer_x)) > CAPTCHA_TOLERANCE_PX) {
    throw memberError('badRequest', 'captchaFailed', 'query.h-recaptchavalue');
  }
}

export function registerCaptcha(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getRecaptcha, () => issueCaptcha(db));
}
