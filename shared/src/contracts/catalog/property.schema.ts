/** Listing shapes of spec 3.1: the card of a list and the full detail. */
import { z } from 'zod';
import { nullableText, isoDate } from './base';
import { valuationAccuracySchema } from './market';

/** A listing as a list card shows it. Prices are whole HKD, areas square feet. */
export const propertyListItemSchema = z.object({
  propertyID: z.string(),
  listingNo: z.string(),
  rentalType: z.number().int(),
  rentalTypeWithCulture: z.string(),
  isServiced: z.boolean(),
  titleWithCulture: z.string(),
  propertyStatus: z.number().int(),
  propertyStatusWithCulture: z.string(),
  regionCode: z.string(),
  regionNameWithCulture: z.string(),
  gscopeCode: z.string(),
  gscopeNameWithCulture: z.string(),
  areaCode: nullableText,
  areaNameWithCulture: nullableText,
  estateID: z.number().int().nullable(),
  estateNameWithCulture: nullableText,
  addressWithCulture: z.string(),
  salePrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  /** the asking price of this listing: salePrice for sale, rentPrice for rent */
  price: z.number(),
  originalPrice: z.number().nullable(),
  priceReductionRatio: z.number().nullable(),
  buildingArea: z.number().nullable(),
  saleableArea: z.number(),
  saleableAvgPrice: z.number().nullable(),
  buildingAvgPrice: z.number().nullable(),
  roomNumber: z.number().int(),
  roomNumberWithCulture: z.string(),
  buildingAge: z.number().int(),
  floorLevel: z.number().int().nullable(),
  topType: z.number().int(),
  propertyCategory: z.number().int(),
  subCategory: z.number().int().nullable(),
  saleForm: z.number().int().nullable(),
  saleFormWithCulture: nullableText,
  companyID: z.number().int().nullable(),
  companyNameWithCulture: nullableText,
  agentID: z.number().int().nullable(),
  isOwner: z.boolean(),
  vr: nullableText,
  hasVideo: z.boolean(),
  planImages: z.array(z.string()),
  coverImage: nullableText,
  photoCount: z.number().int(),
  propertyTags: z.array(z.number().int()),
  lat: z.number(),
  lng: z.number(),
  publishTime: isoDate,
  updateTime: isoDate,
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const namedRefSchema = z.object({ id: z.number().int(), nameWithCulture: z.string() });

export const propertyDetailSchema = propertyListItemSchema.extend({
  /** the property number supplied by the agent */
  agentRef: nullableText,
  premium: z.boolean(),
  verified: z.boolean(),
  propertyStatusKey: z.string(),
  /** expired and hidden listings hide contact details (spec 4.1) */
  contactHidden: z.boolean(),
  /** removed, deleted or off-shelf: the page shows recommendations (spec 4.1) */
  showRecommendations: z.boolean(),
  descriptionWithCulture: z.string(),
  floor: z.number().int().nullable(),
  flat: nullableText,
  bathroomNumber: z.number().int(),
  photos: z.array(z.string()),
  floorPlan: nullableText,
  video: nullableText,
  parking: z.record(z.string(), z.unknown()).nullable(),
  propertyLabels: z.array(z.number().int()),
  rentLabels: z.array(z.number().int()),
  propertyTagsWithCulture: z.array(z.string()),
  facilities: z.array(namedRefSchema),
  station: namedRefSchema.nullable(),
  lineIds: z.array(z.number().int()),
  schoolNet: nullableText,
  schoolNetNameWithCulture: nullableText,
  buildingID: z.number().int().nullable(),
  buildingNameWithCulture: nullableText,
  leaseMinMonths: z.number().int().nullable(),
  leaseMaxMonths: z.number().int().nullable(),
  viewCount: z.number().int(),
  expireTime: isoDate,
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** The agent or owner card of a listing (phone masked when contact is hidden, spec 4.1). */
export const propertyUserInfoSchema = z.object({
  propertyID: z.string(),
  isOwner: z.boolean(),
  agentID: z.number().int().nullable(),
  nameWithCulture: z.string(),
  license: nullableText,
  companyID: z.number().int().nullable(),
  companyNameWithCulture: nullableText,
  companyLicense: nullableText,
  avatar: nullableText,
  phone: z.string(),
  whatsapp: nullableText,
  contactHidden: z.boolean(),
});

/**
 * Instant valuation from comparable sale deals adjusted to the flat and to today (spec 2.6);
 * low and high are the valuation less and plus the region's back-tested median error.
 */
export const propertyEvaluationSchema = z.object({
  propertyID: z.string(),
  available: z.boolean(),
  saleableArea: z.number(),
  avgPricePerSqft: z.number().nullable(),
  valuation: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  dealCount: z.number().int(),
  periodMonths: z.number().int(),
  deals: z.array(z.object({
    dealID: z.number().int(),
    dealDate: isoDate,
    price: z.number(),
    saleableArea: z.number(),
    pricePerSqft: z.number(),
  })),
  /** how close the valuation came on held-out deals of the flat's region */
  accuracy: valuationAccuracySchema.nullable(),
});

/** One bucket of a statistics call: a dictionary range and the listings inside it. */
export const statBucketSchema = z.object({
  dictionaryValue: z.string(),
  dictionaryNameWithCulture: z.string(),
  count: z.number().int(),
});
