/** Market data (spec 3.5): the weekly price index and the instant valuation with its stated error. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { AppOptions } from '../../app';
import { registerEndpoint } from '../../http/register';
import { priceIndexAnswer } from './index-answer';
import { valuationAnswer } from './valuation-answer';
import { marketModel } from './model-cache';

export { valueTarget } from './valuation-answer';
export { marketModel };

export function registerMarketData(app: FastifyInstance, opts: AppOptions): void {
  // a listening server builds the model at start, so the first market call does not wait for it
  app.addHook('onListen', (done) => {
    marketModel(opts.db).catch((err: unknown) => app.log.warn({ err }, 'market model not built at start; the first call builds it'));
    done();
  });
  registerEndpoint(app, opts.db, c.getPriceIndex, ({ query, ctx }) => priceIndexAnswer(ctx.db, ctx.language, query));
  registerEndpoint(app, opts.db, c.getValuation, ({ query, ctx }) => valuationAnswer(ctx.db, query));
}
