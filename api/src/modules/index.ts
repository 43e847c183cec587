/**
 * Every API module registers its endpoints here. Catalog modules (listings, estates, new
 * estates, deals, dictionaries, content), member modules (users, bookmarks, messages, captcha,
 * reports, subscriptions) and media each own their folder and register function.
 */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { registerCatalog } from './catalog';
import { registerMember } from './member';
import { registerMedia } from './media';
import { registerOgImages } from './media/og';
import { registerSitemaps } from './seo';
import { registerMarketData } from './market/index';
import { registerChat } from './chat/index';
import { registerGba } from './gba/index';

export async function registerModules(app: FastifyInstance, opts: AppOptions): Promise<void> {
  await registerCatalog(app, opts);
  await registerMember(app, opts);
  await registerMedia(app, opts);
  registerOgImages(app);
  registerSitemaps(app, opts.db);
  registerMarketData(app, opts);
  registerChat(app, opts);
  registerGba(app, opts);
}
