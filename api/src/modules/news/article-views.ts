/**
 * AddInformationView: one view of an article's page, sent by the browser that shows it. Reading
 * the article (GetInformationById) counts nothing, so a server render, a page kept by the page
 * cache or a CDN, and a prefetch count no view. Views go through the batched counter of listings.
 */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { ViewCounter } from '../catalog/property-views';

export function registerArticleViews(app: FastifyInstance, db: Db): ViewCounter {
  const views = new ViewCounter(db, 'information');
  app.addHook('onClose', async () => views.flush());
  registerEndpoint(app, db, c.addInformationView, async ({ body, ctx }) => {
    if (!(await ctx.db.one('SELECT 1 AS ok FROM information WHERE id = $1', [body.id]))) throw notFound('body.id');
    views.add(body.id);
    return { counted: true };
  });
  return views;
}
