/** Estate calls of spec 7.7 (information lists of estates live in information.ts). */
import { z } from 'zod';
import {
  boolField, codeField, codeList, defineGet, definePost, intField, intList, numberField, pageSchema, pagingSchema,
  plainText, requiredInt, textField,
} from './base';
import { ESTATE_ORDERS } from '../constants';
import { agentSchema, estateDetailSchema, estateListItemSchema } from './estate.schema';

export const searchEstateBodySchema = pagingSchema.extend({
  pageIndex: intField(1, 10_000), pageCount: intField(1, 100),
  order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ESTATE_ORDERS).optional()),
  keywords: textField(100),
  estateIds: intList(),
  regionCode: codeField(), zoneCode: codeField(), gscopeCode: codeField(),
  tagCategory: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['Z', 'G', 'DEV']).optional()),
  /** a PracticalFootPrice dictionary value (average deal price per saleable sq ft), or the bounds */
  priceCode: codeField(), minPrice: numberField(), maxPrice: numberField(),
  buildingAge: codeField(), minBuildingAge: numberField(0, 200), maxBuildingAge: numberField(0, 200),
  developers: intList(), facilities: intList(),
  schoolNets: codeList(), LineId: intField(), StationIds: intList(),
  /** only estates with listings of this kind (1 sale, 2 rent) */
  rentalType: intField(1, 2),
});
export type SearchEstateBody = z.output<typeof searchEstateBodySchema>;

export const searchEstate = definePost({
  path: '/Estate/SearchEstate', body: searchEstateBodySchema, result: pageSchema(estateListItemSchema),
  summary: 'Searches estates with filters and the four estate sorts',
});
export const getEstate = defineGet({
  path: '/Estate/GetEstate',
  query: z.object({ estateId: requiredInt(), isNeedDetail: boolField() }),
  result: estateDetailSchema,
  summary: 'An estate; with isNeedDetail also its price trend and phases',
});
export const buildingSchema = z.object({
  buildingID: z.number().int(), buildingCode: z.string(), nameWithCulture: z.string(),
  floors: z.number().int(), flatsPerFloor: z.number().int(),
});
export const getPhaseBuilding = defineGet({
  path: '/Estate/GetPhaseBuilding', query: z.object({ estateId: requiredInt() }),
  result: z.array(z.object({ phaseID: z.number().int().nullable(), nameWithCulture: z.string(), buildings: z.array(buildingSchema) })),
  summary: 'Phases of an estate with their blocks',
});
export const getBuildingRoomDealInfo = defineGet({
  path: '/Estate/GetBuildingRoomDealInfo',
  query: z.object({ buildingCode: plainText(1, 40) }),
  result: buildingSchema.extend({
    units: z.array(z.object({
      floor: z.number().int(), flat: z.string(), dealCount: z.number().int(),
      lastDealDate: z.string().nullable(), lastPrice: z.number().nullable(), lastPricePerSqft: z.number().nullable(),
      saleableArea: z.number().nullable(),
    })),
  }),
  summary: 'The flats of a block with their latest sale',
});
export const getEstateAgentByEstateId = defineGet({
  path: '/Estate/GetEstateAgentByEstateId',
  query: z.object({ estateId: requiredInt(), companyLicense: textField(40), license: textField(40), count: intField(1, 50) }),
  result: z.array(agentSchema.extend({ listingCount: z.number().int() })),
  summary: 'Agents with listings in the estate, most listings first',
});
const distanceRef = z.object({ id: z.number().int(), nameWithCulture: z.string(), distance: z.number() });
export const getEstateAroundInfos = defineGet({
  path: '/EstateAroundInfo/GetEstateAroundInfos', query: z.object({ estateId: requiredInt() }),
  result: z.object({
    stations: z.array(distanceRef.extend({ lines: z.array(z.object({ id: z.number().int(), nameWithCulture: z.string(), color: z.string() })) })),
    schoolNets: z.array(z.object({ code: z.string(), kind: z.enum(['primary', 'secondary']), nameWithCulture: z.string() })),
    facilities: z.array(z.object({ facilitiesID: z.number().int(), facilitiesNameWithCulture: z.string(), estateCount: z.number().int() })),
    estates: z.array(distanceRef),
  }),
  summary: 'Stations, school nets, facilities and estates around an estate (within 1.5 km)',
});
export const getEstateDemographicById = defineGet({
  path: '/Estate/GetEstateDemographicById', query: z.object({ estateId: requiredInt() }),
  result: z.object({
    estateID: z.number().int(),
    isEstimate: z.literal(true),
    basisWithCulture: z.string(),
    districtNameWithCulture: z.string(),
    households: z.number().int(),
    estimatedResidents: z.number().int(),
    averageHouseholdSize: z.number(),
    tenantShare: z.number(),
    roomMix: z.array(z.object({ roomNumber: z.number().int(), share: z.number() })),
    districtAvgPricePerSqft: z.number().nullable(),
    estateAvgPricePerSqft: z.number().nullable(),
  }),
  summary: 'An estimate of who lives in an estate, derived from its units and the district listings',
});
export const getNearbyEstateList = defineGet({
  path: '/Estate/GetNearbyEstateList', query: z.object({ estateID: requiredInt(), count: intField(1, 50) }),
  result: z.array(estateListItemSchema.extend({ distance: z.number() })),
  summary: 'Estates nearest to an estate',
});
export const facilitySchema = z.object({ facilitiesID: z.number().int(), facilitiesNameWithCulture: z.string(), icon: z.string().nullable() });
export const searchEstateFacilities = definePost({
  path: '/Estate/SearchEstateFacilities', body: z.object({ estateId: intField() }).optional().transform((b) => b ?? {}),
  result: z.array(facilitySchema),
  summary: "Every facility, or an estate's facilities",
});
export const developerSchema = z.object({
  developerID: z.number().int(), shortNameWithCulture: z.string(), nameWithCulture: z.string(), estateCount: z.number().int(),
});
export const searchDeveloperResponses = definePost({
  path: '/Estate/SearchDeveloperResponses',
  body: z.object({ keywords: textField(60), developerIds: intList() }).optional().transform((b) => b ?? {}),
  result: z.array(developerSchema),
  summary: 'Developers, with the number of their estates',
});
