/** Greater Bay Area (spec 2.2 and 3.5): cities, projects, one project, and the rules of buying there. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { AppOptions } from '../../app';
import { registerEndpoint } from '../../http/register';
import { cityList } from './cities';
import { searchProjects } from './search';
import { projectDetail } from './project';
import { buyingRules } from './rules';

export function registerGba(app: FastifyInstance, opts: AppOptions): void {
  registerEndpoint(app, opts.db, c.getGbaCities, ({ ctx }) => cityList(ctx.db, ctx.language));
  registerEndpoint(app, opts.db, c.searchGbaProjects, ({ query, ctx }) => searchProjects(ctx.db, ctx.language, query));
  registerEndpoint(app, opts.db, c.getGbaProject, ({ query, ctx }) => projectDetail(ctx.db, ctx.language, query.projectId));
  registerEndpoint(app, opts.db, c.getGbaBuyingRules, ({ ctx }) => buyingRules(ctx.db, ctx.language));
}
