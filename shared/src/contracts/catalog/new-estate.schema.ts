/** New development shapes (spec 3.2, 4.2, 7.6). */
import { z } from 'zod';
import { nullableText } from './base';

export const newEstateListItemSchema = z.object({
  estateId: z.number().int(),
  nameWithCulture: z.string(),
  developerID: z.number().int().nullable(),
  developerNameWithCulture: nullableText,
  regionCode: z.string(),
  gscopeCode: z.string(),
  gscopeNameWithCulture: z.string(),
  addressWithCulture: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** 1 pending, 2 on sale, 3 sold, 4 tendering (spec 4.2) */
  salesStatus: z.number().int(),
  salesStatusWithCulture: z.string(),
  estateStatus: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  minSaleableArea: z.number().nullable(),
  maxSaleableArea: z.number().nullable(),
  expectedHandover: nullableText,
  salesStartDate: nullableText,
  towerCount: z.number().int(),
  flatCount: z.number().int(),
  coverImage: nullableText,
  features: z.array(z.number().int()),
  multimedia: z.array(z.number().int()),
  hotScore: z.number().int(),
});

/** Localized free-form entries (discounts, payment plans, sales arrangements, links). */
export const localizedEntrySchema = z.record(z.string(), z.unknown());

export const newEstateDetailSchema = newEstateListItemSchema.extend({
  carparkCount: z.number().int(),
  /** flats per carpark space, e.g. 3.5; null without carparks */
  flatCarparkRatio: z.number().nullable(),
  primarySchoolNet: nullableText,
  primarySchoolNetNameWithCulture: nullableText,
  secondarySchoolNet: nullableText,
  secondarySchoolNetNameWithCulture: nullableText,
  station: z.object({ id: z.number().int(), nameWithCulture: z.string() }).nullable(),
  managementCompanyWithCulture: nullableText,
  showFlatLocationWithCulture: nullableText,
  descriptionWithCulture: nullableText,
  brochureUrl: nullableText,
  photos: z.array(z.string()),
  totalUnits: z.number().int(),
  availableUnits: z.number().int(),
  reservedUnits: z.number().int(),
  soldUnits: z.number().int(),
  priceSheets: z.array(z.object({
    priceSheetID: z.number().int(), priceListNumber: z.number().int(), issuedAt: z.string(), unitCount: z.number().int(),
  })),
});

export const newEstateUnitSchema = z.object({
  unitID: z.number().int(),
  towerID: z.number().int(),
  towerNameWithCulture: z.string(),
  roomTypeID: z.number().int().nullable(),
  priceListNumber: z.number().int().nullable(),
  floor: z.number().int(),
  flat: z.string(),
  saleableArea: z.number(),
  listPrice: z.number(),
  pricePerSqft: z.number(),
  /** 1 available, 2 reserved, 3 sold */
  status: z.number().int(),
  statusWithCulture: z.string(),
  soldAt: nullableText,
  soldPrice: z.number().nullable(),
});

export const roomTypeSchema = z.object({
  roomTypeID: z.number().int(),
  nameWithCulture: z.string(),
  roomNumber: z.number().int(),
  roomNumberWithCulture: z.string(),
  minSaleableArea: z.number(),
  maxSaleableArea: z.number(),
  floorPlan: nullableText,
  unitCount: z.number().int(),
  availableCount: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});

export const towerPlanSchema = z.object({
  towerID: z.number().int(),
  nameWithCulture: z.string(),
  floors: z.number().int(),
  flatsPerFloor: z.number().int(),
  unitCount: z.number().int(),
  availableCount: z.number().int(),
  soldCount: z.number().int(),
});
