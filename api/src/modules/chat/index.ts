/**
 * HouseGPT, the assistant chat (spec 4.4, 7.4): answers from the portal's own listings and deals,
 * with no model service, and names the query behind every number (docs/housegpt.md).
 */
import type { FastifyInstance } from 'fastify';
import * as c from './contracts';
import type { AppOptions } from '../../app';
import { registerEndpoint } from '../../http/register';
import { answerQuestion, collectAnswer } from './answer';
import { newSession, takeTurn } from './sessions';
import { deleteHistory, history, rateAnswer } from './history';
import { evaluateTarget, findTarget } from './evaluate';
import { listingResults } from './results';
import { nearestResults } from './nearest';
import { registerChatStream } from './stream';

export function registerChat(app: FastifyInstance, opts: AppOptions): void {
  registerEndpoint(app, opts.db, c.getNewSessionForChatGpt, ({ body, ctx }) => newSession(ctx, body));
  registerEndpoint(app, opts.db, c.searchPropertyByChatGpt, async ({ body, ctx }) => {
    const turn = await takeTurn(ctx, body.sessionId);
    const abort = new AbortController();
    ctx.req.raw.on('close', () => { if (!ctx.req.raw.complete) abort.abort(); });
    return collectAnswer(answerQuestion(ctx, turn, body.question, abort.signal));
  });
  registerEndpoint(app, opts.db, c.searchSrpRecommendPropertyByChatGpt, async ({ body, ctx }) => {
    const { source, ...r } = await listingResults(ctx.db, ctx.language, body.filter, 'listings');
    return { ...r, sources: [source] };
  });
  registerEndpoint(app, opts.db, c.searchSrpRecommendNoPropertyDataByChatGpt, async ({ body, ctx }) => {
    const own = await listingResults(ctx.db, ctx.language, body.filter, 'listings');
    const near = own.total ? undefined : await nearestResults(ctx.db, ctx.language, body.filter);
    const r = near?.r ?? own;
    const filter = near?.filter ?? body.filter;
    const relaxed = near?.dropped ?? [];
    const { source, ...results } = r;
    return { relaxed, filter, results, sources: [source] };
  });
  registerEndpoint(app, opts.db, c.getPropertyChatGptEvaluate, async ({ body, ctx }) => {
    const e = await evaluateTarget(ctx.db, ctx.language, await findTarget(ctx.db, ctx.language, body), 'deals');
    return { ...e.evaluation, text: e.text, sources: [e.source] };
  });
  registerEndpoint(app, opts.db, c.addOrUpdatePropertyChatGptEvaluate, ({ body, ctx }) => rateAnswer(ctx, body));
  registerEndpoint(app, opts.db, c.searchChatGptHistory, ({ body, ctx }) => history(ctx, body));
  registerEndpoint(app, opts.db, c.deletePropertyByChatGpt, ({ body, ctx }) => deleteHistory(ctx, body));
  registerChatStream(app, opts);
}
