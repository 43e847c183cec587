/**
 * GET /api/dev/captcha/:captchaId — the answer of a live slider captcha, so that browser journeys
 * (e2e) can slide it like a person would. A development route (http/dev-routes.ts: DEV_ROUTES=1,
 * loopback only) registered only when the server was also started with CAPTCHA_REVEAL=1 (the e2e
 * stack sets both).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { ApiError } from '../../http/errors';

export function registerCaptchaReveal(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { captchaId: string } }>('/dev/captcha/:captchaId', async (req) => {
    const row = await db.one<{ answer_x: number }>(
      'SELECT answer_x FROM captchas WHERE id = $1 AND used_at IS NULL',
      [req.params.captchaId.slice(0, 100)],
    );
    if (!row) throw new ApiError('notFound', 'notFound');
    return { code: 0, result: { x: Number(row.answer_x) } };
  });
}
