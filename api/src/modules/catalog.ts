import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';

/** Catalog modules: listings, estates, new estates, deals, companies, dictionaries, content. */
export async function registerCatalog(_app: FastifyInstance, _opts: AppOptions): Promise<void> {}
