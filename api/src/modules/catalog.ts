import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { registerProperty } from './catalog/property';
import { registerEstate } from './catalog/estate';
import { registerMarket } from './catalog/market';
import { registerNewEstate } from './catalog/new-estate';
import { registerDictionary } from './catalog/dictionary';
import { registerContent } from './catalog/content';
import { registerInformation } from './catalog/information';
import { registerFairPrice } from './catalog/fair-price/register';

export { invalidateCatalogCaches } from './catalog/cache';

/** Catalog modules: listings, estates, new estates, deals, companies, dictionaries, content. */
export async function registerCatalog(app: FastifyInstance, opts: AppOptions): Promise<void> {
  registerProperty(app, opts.db);
  registerEstate(app, opts.db);
  registerMarket(app, opts.db);
  registerNewEstate(app, opts.db);
  registerDictionary(app, opts.db);
  registerContent(app, opts.db);
  registerInformation(app, opts.db);
  registerFairPrice(app, opts.db);
}
