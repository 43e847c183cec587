/** New development calls of spec 7.6, plus the list search its list page needs. */
import { z } from 'zod';
import { codeField, codeList, defineGet, definePost, intField, intList, numberField, pageSchema, requiredInt, textField } from './base';
import {
  localizedEntrySchema, newEstateDetailSchema, newEstateListItemSchema, newEstateUnitSchema, roomTypeSchema, towerPlanSchema,
} from './new-estate.schema';

const byEstate = z.object({ estateId: requiredInt() });
const list = z.array(newEstateListItemSchema);

export const NEW_ESTATE_ORDERS = ['Default', 'HotDesc', 'PriceAsc', 'PriceDesc', 'SalesStartDesc', 'HandoverAsc'] as const;
export const searchNewEstate = definePost({
  path: '/NewEstate/SearchNewEstate',
  body: z.object({
    pageIndex: intField(1, 10_000), pageCount: intField(1, 100),
    order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(NEW_ESTATE_ORDERS).optional()),
    keywords: textField(100), regionCode: codeField(), zoneCode: codeField(), gscopeCode: codeField(),
    /** NewEstateStatus values */ estateStatuses: intList(10),
    /** NewEstateSalesStatus values: 1 pending, 2 on sale, 3 sold, 4 tendering */ saleStatuses: intList(4),
    newFeature: intList(), multimedia: intList(),
    /** NewEstateSalesComDate values: launch-year ranges such as '2025-2025' */ intakeTime: codeList(10),
    priceCode: codeField(), minPrice: numberField(), maxPrice: numberField(),
    minSaleableArea: numberField(0, 1e6), maxSaleableArea: numberField(0, 1e6), developers: intList(),
  }),
  result: pageSchema(newEstateListItemSchema),
  summary: 'Searches new developments',
});
export const getNewEstateById = defineGet({
  path: '/NewEstate/GetNewEstateById', query: byEstate, result: newEstateDetailSchema, summary: 'A new development',
});
export const getNewEstateBuildingAttachments = defineGet({
  path: '/NewEstate/GetNewEstateBuildingAttachments', query: byEstate,
  result: z.object({
    brochureUrl: z.string().nullable(), photos: z.array(z.string()), referenceLinks: z.array(localizedEntrySchema),
    floorPlans: z.array(z.object({ roomTypeID: z.number().int(), nameWithCulture: z.string(), floorPlan: z.string() })),
  }),
  summary: 'Brochure, photos, floor plans and reference links',
});
export const getNewEstateRoomById = defineGet({
  path: '/NewEstate/GetNewEstateRoomById',
  query: byEstate.extend({
    status: intField(1, 3), towerId: intField(), pageIndex: intField(1, 10_000), pageCount: intField(1, 500),
    /** the price list's filters: one floor, one room count (0 a studio), one price sheet, or one unit */
    floor: intField(-5, 200), roomNumber: intField(0, 10), priceListNumber: intField(1, 1000), unitId: intField(),
  }),
  result: pageSchema(newEstateUnitSchema),
  summary: 'Units of a development with their prices and status (filterable by tower, floor, room count, price sheet, unit)',
});
export const getNewEstateSaleProcess = defineGet({
  path: '/NewEstate/GetNewEstateSaleProcess', query: byEstate,
  result: z.object({
    salesStatus: z.number().int(), salesStatusWithCulture: z.string(), salesStartDate: z.string().nullable(),
    arrangements: z.array(localizedEntrySchema),
    priceSheets: newEstateDetailSchema.shape.priceSheets,
    totalUnits: z.number().int(), availableUnits: z.number().int(), reservedUnits: z.number().int(), soldUnits: z.number().int(),
    recentSales: z.array(newEstateUnitSchema),
  }),
  summary: 'Sales status, arrangements, price sheets and the register of transactions',
});
export const getNewEstateBonusById = defineGet({
  path: '/NewEstate/GetNewEstateBonusById', query: byEstate, result: z.array(localizedEntrySchema), summary: 'Discounts',
});
export const getNewEstateSchemeById = defineGet({
  path: '/NewEstate/GetNewEstateSchemeById', query: byEstate, result: z.array(localizedEntrySchema), summary: 'Payment plans',
});
export const getNewEstateBuildingPlanInfoByEstateId = defineGet({
  path: '/NewEstate/GetNewEstateBuildingPlanInfoByEstateId', query: byEstate, result: z.array(towerPlanSchema),
  summary: 'Towers with their unit counts by status',
});
export const getNewEstatePlanInfoByBuildingId = defineGet({
  path: '/NewEstate/GetNewEstatePlanInfoByBuildingId', query: byEstate.extend({ buildingId: requiredInt() }),
  result: towerPlanSchema.extend({ units: z.array(newEstateUnitSchema) }),
  summary: 'The floor-by-flat plan of one tower',
});
export const getNewEstateRecommendEstateById = defineGet({
  path: '/NewEstate/GetNewEstateRecommendEstateById', query: byEstate.extend({ count: intField(1, 20) }), result: list,
  summary: 'Other new developments in the same district or region',
});
export const getNewEstateRoomTypeList = defineGet({
  path: '/NewEstate/GetNewEstateRoomTypeList', query: z.object({ estateID: requiredInt() }), result: z.array(roomTypeSchema),
  summary: 'Room types with unit counts and price ranges',
});
export const getNewEstateRoomTypeUnitList = definePost({
  path: '/NewEstate/GetNewEstateRoomTypeUnitList', query: byEstate,
  body: z.object({ roomTypeId: intField(), status: intField(1, 3) }).optional().transform((b) => b ?? {}),
  result: z.array(newEstateUnitSchema),
  summary: 'Units of a development by room type',
});
export const getNewEstateRoomTypeGroup = definePost({
  path: '/NewEstate/GetNewEstateRoomTypeGroup', query: byEstate, body: z.unknown().optional(),
  result: z.array(z.object({
    roomNumber: z.number().int(), roomNumberWithCulture: z.string(), unitCount: z.number().int(), roomTypes: z.array(roomTypeSchema),
  })),
  summary: 'Room types grouped by room count',
});
export const getNewEstateForSaleCount = defineGet({
  path: '/NewEstate/GetNewEstateForSaleCount',
  result: z.object({ forSale: z.number().int(), total: z.number().int(), availableUnits: z.number().int() }),
  summary: 'How many developments are on sale',
});
export const getHotNewEstate = defineGet({
  path: '/NewEstate/GetHotNewEstate', query: z.object({ count: intField(1, 50) }), result: list,
  summary: 'The most popular new developments',
});
