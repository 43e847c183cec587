/** Registers GetFairPrice (docs/fair-price.md). */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import { registerEndpoint } from '../../../http/register';
import { getFairPrice } from './query';

export function registerFairPrice(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.getFairPrice, ({ query, ctx }) => getFairPrice(ctx.db, ctx.language, query.propertyId));
}
