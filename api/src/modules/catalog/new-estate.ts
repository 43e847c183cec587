/** Registers the new development calls of spec 7.6 and the list search. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { hotNewEstates, recommendNewEstates, searchNewEstates } from './new-estate-cards';
import { attachments, bonus, forSaleCount, mustHaveNewEstate, newEstate, saleProcess, schemes } from './new-estate-detail';
import { roomTypeGroups, roomTypes, towers, unitPage, units } from './new-estate-units';

export function registerNewEstate(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, c.searchNewEstate, ({ body, ctx }) => searchNewEstates(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getNewEstateById, ({ query, ctx }) => newEstate(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNewEstateBuildingAttachments, ({ query, ctx }) => attachments(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNewEstateRoomById, async ({ query, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateId);
    return unitPage(ctx.db, ctx.language, query);
  });
  registerEndpoint(app, db, c.getNewEstateSaleProcess, ({ query, ctx }) => saleProcess(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNewEstateBonusById, ({ query, ctx }) => bonus(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNewEstateSchemeById, ({ query, ctx }) => schemes(ctx.db, ctx.language, query.estateId));
  registerEndpoint(app, db, c.getNewEstateBuildingPlanInfoByEstateId, async ({ query, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateId);
    return towers(ctx.db, ctx.language, query.estateId);
  });
  registerEndpoint(app, db, c.getNewEstatePlanInfoByBuildingId, async ({ query, ctx }) => {
    const [tower] = await towers(ctx.db, ctx.language, query.estateId, query.buildingId);
    if (!tower) throw notFound('query.buildingId');
    const { items } = await units(ctx.db, ctx.language, query.estateId, { towerId: query.buildingId });
    return { ...tower, units: items };
  });
  registerEndpoint(app, db, c.getNewEstateRecommendEstateById, async ({ query, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateId);
    return recommendNewEstates(ctx.db, ctx.language, query.estateId, query.count ?? 6);
  });
  registerEndpoint(app, db, c.getNewEstateRoomTypeList, async ({ query, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateID, 'query.estateID');
    return roomTypes(ctx.db, ctx.language, query.estateID);
  });
  registerEndpoint(app, db, c.getNewEstateRoomTypeUnitList, async ({ query, body, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateId);
    return (await units(ctx.db, ctx.language, query.estateId, body)).items;
  });
  registerEndpoint(app, db, c.getNewEstateRoomTypeGroup, async ({ query, ctx }) => {
    await mustHaveNewEstate(ctx.db, query.estateId);
    return roomTypeGroups(ctx.db, ctx.language, query.estateId);
  });
  registerEndpoint(app, db, c.getNewEstateForSaleCount, ({ ctx }) => forSaleCount(ctx.db));
  registerEndpoint(app, db, c.getHotNewEstate, ({ query, ctx }) => hotNewEstates(ctx.db, ctx.language, query.count ?? 6));
}
