/** Listing calls of spec 7.3. */
import { z } from 'zod';
import { defineGet, definePost, pageSchema, intField, propertyIdSchema, requiredInt, textField } from './base';
import {
  propertyDetailSchema, propertyEvaluationSchema, propertyListItemSchema, propertyUserInfoSchema, statBucketSchema,
} from './property.schema';
import { propertyFilterSchema, searchPropertyBodySchema } from './property-search.schema';

const byPropertyId = z.object({ propertyId: propertyIdSchema });
const listOf = z.array(propertyListItemSchema);
const countField = (def: number, max = 50) => intField(1, max).transform((v) => v ?? def);

export const searchProperty = definePost({
  path: '/Property/SearchProperty', body: searchPropertyBodySchema, result: pageSchema(propertyListItemSchema),
  summary: 'Searches sale and rent listings with every filter of spec 3.3 and the orders of 3.4',
});
export const getProperty = defineGet({
  path: '/Property/GetProperty', query: byPropertyId, result: propertyDetailSchema,
  summary: 'A listing with every detail; counts no view (the page counts it with AddPropertyView), so a render, a cached page or a prefetch counts nothing',
});
export const addPropertyView = definePost({
  path: '/Property/AddPropertyView', body: byPropertyId, result: z.object({ counted: z.boolean() }),
  summary: 'Counts one view of a listing, sent by the browser that shows its page (404 for an unknown listing)',
});
export const getPropertyEvaluation = defineGet({
  path: '/Property/GetPropertyEvaluation', query: byPropertyId, result: propertyEvaluationSchema,
  summary: "Instant bank valuation from the estate's recent deals per saleable square foot",
});
export const getPropertyUserInfoById = defineGet({
  path: '/Property/GetPropertyUserInfoById', query: byPropertyId, result: propertyUserInfoSchema,
  summary: 'The agent or owner card of a listing',
});
export const getPropertyUserInfoList = definePost({
  path: '/Property/GetPropertyUserInfoList',
  body: z.object({ propertyIds: z.array(propertyIdSchema).min(1).max(50) }),
  result: z.array(propertyUserInfoSchema),
  summary: 'Agent or owner cards of several listings',
});
export const getRecommendedProperty = defineGet({
  path: '/Property/GetRecommendedProperty', query: byPropertyId.extend({ count: countField(6, 20) }), result: listOf,
  summary: 'Listings in the same estate or district at a similar price',
});
export const getPropertyRecommendV2 = defineGet({
  path: '/Property/GetPropertyRecommendV2', query: byPropertyId.extend({ count: countField(6, 20) }), result: listOf,
  summary: 'Listings with the same room count at a similar price per square foot nearby',
});
const filterWithCount = propertyFilterSchema.extend({ pageCount: countField(10) });
export const searchTopProperty = definePost({
  path: '/Property/SearchTopProperty', body: filterWithCount, result: listOf,
  summary: 'Promoted listings (topType 3) matching the filter',
});
const statBody = propertyFilterSchema;
const stat = (path: `/${string}`, summary: string) =>
  definePost({ path, body: statBody, result: z.array(statBucketSchema), summary });
export const getPropertyPriceStat = stat('/Property/GetPropertyPriceStat', 'Listings per price range for the filter');
export const getPropertyBuildingAreaStat = stat('/Property/GetPropertyBuildingAreaStat', 'Listings per gross area range');
export const getPropertySaleableAreaStat = stat('/Property/GetPropertySaleableAreaStat', 'Listings per saleable area range');
export const getPropertyAgeStat = stat('/Property/GetPropertyAgeStat', 'Listings per building age range');
export const getPropertyRoomNumberStat = stat('/Property/GetPropertyRoomNumberStat', 'Listings per room count');
export const getEstateRecommendProperty = definePost({
  path: '/Property/GetEstateRecommendProperty',
  body: z.object({
    estateId: requiredInt(), rentalType: intField(1, 2), count: countField(6, 20), excludePropertyId: textField(24),
  }),
  result: listOf,
  summary: 'Listings of an estate, best ranked first',
});
export const topEstateSchema = z.object({
  estateID: z.number().int(),
  estateNameWithCulture: z.string(),
  gscopeNameWithCulture: z.string(),
  propertyCount: z.number().int(),
  minPrice: z.number().nullable(),
  avgSaleableAvgPrice: z.number().nullable(),
});
export const searchPropertyTopEstate = definePost({
  path: '/Property/SearchPropertyTopEstate', body: filterWithCount, result: z.array(topEstateSchema),
  summary: 'Estates with the most listings matching the filter',
});
export const searchRecommendNoPropertyDataForSrpList = definePost({
  path: '/Property/SearchRecommendNoPropertyDataForSrpList', body: filterWithCount, result: listOf,
  summary: 'Recommendations for an empty search: the same kind and area with the other filters relaxed',
});
export const searchRecommendPropertyForSrpList = definePost({
  path: '/Property/SearchRecommendPropertyForSrpList', body: filterWithCount, result: listOf,
  summary: 'Recommendations shown alongside search results: well ranked listings nearby outside the filter',
});
export const getLatestProperty = defineGet({
  path: '/Property/GetLatestProperty',
  query: z.object({ rentalType: intField(1, 2).transform((v) => v ?? 1), length: countField(9) }),
  result: listOf,
  summary: 'The newest listings (9 by default)',
});
export const getRecommendPropertyByNewEsateId = defineGet({
  path: '/Property/GetRecommendPropertyByNewEsateId',
  query: z.object({ newEsateId: requiredInt(), count: countField(6, 20) }),
  result: listOf,
  summary: 'Second-hand listings near a new development',
});
