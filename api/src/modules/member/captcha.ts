/**
 * The slider captcha of spec 4.5. The answer lives in the database (any API process can check
 * it), is good for one attempt and for two minutes, and must be met within 5 px by a slide that
 * moves like a hand (captcha-trace), within the allowance of the address and session that asked
 * for the puzzle (captcha-limits).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_LIFETIME_SECONDS, CAPTCHA_TOLERANCE_PX, getRecaptcha, type Captcha } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import type { RequestContext } from '../../http/context';
import { registerEndpoint } from '../../http/register';
import { currentActor } from './auth';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawPuzzle, PIECE_SIZE } from './captcha-image';
import { assertCaptchaAllowance, countCaptchaAttempt, countCaptchaSolve, type CaptchaClient } from './captcha-limits';
import { judgeTrace, parseTrace } from './captcha-trace';
import { memberError } from './errors';
import { pngDataUrl } from './png';

async function clientOf(ctx: RequestContext): Promise<CaptchaClient> {
  const { user, visitorId } = await currentActor(ctx);
  return { address: ctx.clientKey, session: user ? `member:${user.id}` : visitorId ? `visitor:${visitorId}` : null };
}

export async function issueCaptcha(db: Db, client: CaptchaClient): Promise<Captcha> {
  await assertCaptchaAllowance(db, client);
  const { background, piece, x, y } = drawPuzzle();
  const captchaId = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO captchas (id, answer_x, address, session_key) VALUES ($1, $2, $3, $4)', [captchaId, x, client.address, client.session ?? null]);
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

type CaptchaQuery = { 'h-recaptcha'?: string; 'h-recaptchavalue'?: string; 'h-recaptchatrace'?: string };

/**
 * Checks the answer of the query params h-recaptcha (id), h-recaptchavalue (x) and
 * h-recaptchatrace (the slide), and uses the captcha up whatever the outcome. Missing: 400
 * captchaMissing; wrong, used, expired or not slid like a hand: 400 captchaFailed; past the
 * allowance of the puzzle's address or session: 429.
 */
export async function verifyCaptcha(db: Db, query: CaptchaQuery): Promise<void> {
  const id = query['h-recaptcha']?.trim();
  const raw = query['h-recaptchavalue']?.trim();
  if (!id) throw memberError('badRequest', 'captchaMissing', 'query.h-recaptcha');
  const value = raw ? Number(raw) : NaN;
  if (!Number.isFinite(value)) throw memberError('badRequest', 'captchaMissing', 'query.h-recaptchavalue');
  const trace = parseTrace(query['h-recaptchatrace']);
  if (!trace) throw memberError('badRequest', 'captchaMissing', 'query.h-recaptchatrace');
  const row = await db.one<{ answer_x: number; fresh: boolean; address: string | null; session_key: string | null }>(
    `UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL
     RETURNING answer_x, created_at > now() - make_interval(secs => $2) AS fresh, address, session_key`,
    [id, CAPTCHA_LIFETIME_SECONDS],
  );
  if (!row) throw memberError('badRequest', 'captchaFailed', 'query.h-recaptchavalue');
  const client: CaptchaClient = { address: row.address ?? '', session: row.session_key };
  await countCaptchaAttempt(db, client);
  const right = row.fresh && Math.abs(value - Number(row.answer_x)) <= CAPTCHA_TOLERANCE_PX;
  if (!right || judgeTrace(trace, value, CAPTCHA_WIDTH - PIECE_SIZE)) {
    throw memberError('badRequest', 'captchaFailed', 'query.h-recaptchavalue');
  }
  await countCaptchaSolve(db, client, trace.kind === 'keyboard');
}

export function registerCaptcha(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getRecaptcha, async ({ ctx }) => issueCaptcha(db, await clientOf(ctx)));
}
