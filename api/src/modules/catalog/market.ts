/** Registers deals (spec 7.5), the deal ranking, agencies and agents. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { dealDetail, dealRank, dealsForProperty, estateDeals, searchDeals } from './deals';
import { agent, company, searchAgents, searchCompanies } from './agency';

export function registerMarket(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.searchDealForPropertyDetail, ({ body, ctx }) => dealsForProperty(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getEstateDealByEsateId, ({ body, ctx }) => estateDeals(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.searchDeal, ({ body, ctx }) => searchDeals(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getDealById, ({ query, ctx }) => dealDetail(ctx.db, ctx.language, query.dealId));
  registerEndpoint(app, db, c.searchDealRank, ({ body, ctx }) => dealRank(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getAgentCompanyById, ({ query, ctx }) => company(ctx.db, ctx.language, query.companyId));
  registerEndpoint(app, db, c.searchCompany, ({ body, ctx }) => searchCompanies(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.searchAgent, ({ body, ctx }) => searchAgents(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getAgent, ({ query, ctx }) => agent(ctx.db, ctx.language, query.agentId));
}
