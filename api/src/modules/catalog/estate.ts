/** Registers the estate calls of spec 7.7. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { searchEstates } from './estate-cards';
import { buildingRoomDeals, estateAgents, getEstate, phaseBuildings } from './estate-detail';
import { estateRoomType, estateRoomTypes } from './estate-room-type';
import { aroundInfo, demographic, developers, facilitiesOf, nearbyEstates } from './estate-around';

export function registerEstate(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.searchEstate, ({ body, ctx }) => searchEstates(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getEstate, ({ query, ctx }) => getEstate(ctx.db, ctx.language, query.estateId, query.isNeedDetail ?? false));
  registerEndpoint(app, db, c.getPhaseBuilding, ({ query, ctx }) => phaseBuildings(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getBuildingRoomDealInfo, ({ query, ctx }) => buildingRoomDeals(ctx.db, ctx.language, query.buildingCode));
  registerEndpoint(app, db, c.getEstateAgentByEstateId, ({ query, ctx }) => estateAgents(ctx.db, ctx.language, query));
  registerEndpoint(app, db, c.getEstateAroundInfos, ({ query, ctx }) => aroundInfo(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getEstateDemographicById, ({ query, ctx }) => demographic(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNearbyEstateList, ({ query, ctx }) => nearbyEstates(ctx.db, ctx.language, query.estateID, query.count ?? 10));
  registerEndpoint(app, db, c.searchEstateFacilities, ({ body, ctx }) => facilitiesOf(ctx.db, ctx.language, body.estateId));
  registerEndpoint(app, db, c.getEstateRoomTypeList, ({ query, ctx }) => estateRoomTypes(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getEstateRoomType, ({ query, ctx }) => estateRoomType(ctx.db, ctx.language, query));
  registerEndpoint(app, db, c.searchDeveloperResponses, ({ body, ctx }) => developers(ctx.db, ctx.language, body));
}
