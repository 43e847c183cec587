/** Registers the listing calls of spec 7.3. */
import type { FastifyInstance } from 'fastify';
import * as c from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { searchProperties } from './property-search';
import { addPropertyView, evaluation, getPropertyDetail, userInfo, userInfos } from './property-detail';
import {
  alongsideRecommend, byNewEstate, estateRecommend, latest, noDataRecommend, recommended, recommendedV2, topEstates, topProperties,
} from './property-recommend';
import { propertyStat, type StatKind } from './property-stats';
import { ViewCounter } from './property-views';
import { currentUser } from '../member/auth';

export function registerProperty(app: FastifyInstance, db: Db): void {
  const views = new ViewCounter(db);
  app.addHook('onClose', async () => views.flush());
  registerEndpoint(app, db, c.searchProperty, ({ body, ctx }) => searchProperties(ctx.db, ctx.language, body));
  registerEndpoint(app, db, c.getProperty, ({ query, ctx }) => getPropertyDetail(ctx.db, views, ctx.language, query.propertyId));
  registerEndpoint(app, db, c.addPropertyView, ({ body, ctx }) => addPropertyView(ctx.db, views, ctx.language, body.propertyId));
  registerEndpoint(app, db, c.getPropertyEvaluation, ({ query, ctx }) => evaluation(ctx.db, query.propertyId));
  // contact cards: the owner of a listing that is not effective still sees its own details
  registerEndpoint(app, db, c.getPropertyUserInfoById, async ({ query, ctx }) =>
    userInfo(ctx.db, ctx.language, query.propertyId, await currentUser(ctx)));
  registerEndpoint(app, db, c.getPropertyUserInfoList, async ({ body, ctx }) =>
    userInfos(ctx.db, ctx.language, body.propertyIds, await currentUser(ctx)));
  registerEndpoint(app, db, c.getRecommendedProperty, ({ query, ctx }) =>
    recommended(ctx.db, ctx.language, query.propertyId, query.count));
  registerEndpoint(app, db, c.getPropertyRecommendV2, ({ query, ctx }) =>
    recommendedV2(ctx.db, ctx.language, query.propertyId, query.count));
  registerEndpoint(app, db, c.searchTopProperty, ({ body, ctx }) => {
    const { pageCount, ...f } = body;
    return topProperties(ctx.db, ctx.language, f, pageCount);
  });
  const stats: [typeof c.getPropertyPriceStat, StatKind][] = [
    [c.getPropertyPriceStat, 'price'], [c.getPropertyBuildingAreaStat, 'buildingArea'],
    [c.getPropertySaleableAreaStat, 'saleableArea'], [c.getPropertyAgeStat, 'age'], [c.getPropertyRoomNumberStat, 'room'],
  ];
  for (const [ep, kind] of stats) {
    registerEndpoint(app, db, ep, ({ body, ctx }) => propertyStat(ctx.db, ctx.language, kind, body));
  }
  registerEndpoint(app, db, c.getEstateRecommendProperty, ({ body, ctx }) =>
    estateRecommend(ctx.db, ctx.language, body.estateId, body.rentalType, body.count, body.excludePropertyId));
  registerEndpoint(app, db, c.searchPropertyTopEstate, ({ body, ctx }) => {
    const { pageCount, ...f } = body;
    return topEstates(ctx.db, ctx.language, f, pageCount);
  });
  registerEndpoint(app, db, c.searchRecommendNoPropertyDataForSrpList, ({ body, ctx }) => {
    const { pageCount, ...f } = body;
    return noDataRecommend(ctx.db, ctx.language, f, pageCount);
  });
  registerEndpoint(app, db, c.searchRecommendPropertyForSrpList, ({ body, ctx }) => {
    const { pageCount, ...f } = body;
    return alongsideRecommend(ctx.db, ctx.language, f, pageCount);
  });
  registerEndpoint(app, db, c.getLatestProperty, ({ query, ctx }) => latest(ctx.db, ctx.language, query.rentalType, query.length));
  registerEndpoint(app, db, c.getRecommendPropertyByNewEsateId, ({ query, ctx }) =>
    byNewEstate(ctx.db, ctx.language, query.newEsateId, query.count));
}
