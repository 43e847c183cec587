/**
 * POST /Chat/StreamPropertyByChatGpt: the answer of SearchPropertyByChatGpt as server-sent
 * events (text/event-stream), each event sent as soon as it is produced: understood, results or
 * evaluation, text (in pieces), sources, done. The request is checked and the question counted
 * before the stream opens, so refusals are ordinary JSON failures. When the client goes away
 * the work stops.
 */
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, chatQuestionBodySchema, formatApiMessage } from './contracts';
import type { AppOptions } from '../../app';
import { readCommon, type RequestContext } from '../../http/context';
import { badRequest, ApiError } from '../../http/errors';
import { clientKeyOf } from '../../http/client-address';
import { checkRateLimit } from '../../http/rate-limit';
import { findUnstorableText } from '../../http/register';
import { answerQuestion } from './answer';
import { takeTurn } from './sessions';

export const STREAM_PATH = '/Chat/StreamPropertyByChatGpt';
const PER_MINUTE = 60;

export function registerChatStream(app: FastifyInstance, opts: AppOptions): void {
  app.post(STREAM_PATH, async (req, reply) => {
    const clientKey = clientKeyOf(req.ip);
    const wait = await checkRateLimit(opts.db, `${STREAM_PATH}:${clientKey}`, PER_MINUTE);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError('tooManyRequests', 'tooManyRequests', { seconds: wait });
    }
    const parsed = chatQuestionBodySchema.safeParse(req.body);
    if (!parsed.success) {
      const field = ['body', ...(parsed.error.issues[0]?.path ?? []).map(String)].join('.');
      throw badRequest(`${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`, field);
    }
    const bad = findUnstorableText(parsed.data, 'body');
    if (bad) throw badRequest(`${bad}: must not contain NUL characters or lone surrogates`, bad);
    const ctx: RequestContext = { db: opts.db, ...readCommon(req), clientKey, req };
    const turn = await takeTurn(ctx, parsed.data.sessionId);
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    reply.hijack();
    const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
    reply.raw.writeHead(200, headers as Record<string, string>);
    try {
      for await (const e of answerQuestion(ctx, turn, parsed.data.question, abort.signal)) {
        if (abort.signal.aborted) break;
        reply.raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      }
    } catch (err) {
      req.log.error(err);
      const message = err instanceof ApiError ? err.localized(ctx.language) : formatApiMessage(API_MESSAGES, 'internal', ctx.language);
      if (!abort.signal.aborted) reply.raw.write(`event: error\ndata: ${JSON.stringify({ message })}\n\n`);
    }
    reply.raw.end();
  });
}
