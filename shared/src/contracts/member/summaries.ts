/** Summaries of bookmarked things (spec 3.2 browse history entry), in the request language. */
import { z } from 'zod';

export const SOURCE_TYPES = ['buy', 'rent', 'estate', 'new', 'serviced'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
export const sourceTypeSchema = z.enum(SOURCE_TYPES, { error: 'errors.invalid' });
export const sourceIdSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required' })
  .max(40, { error: 'errors.tooLong' });

export const listingSummarySchema = z.object({
  propertyID: z.string(),
  titleWithCulture: z.string(),
  rentalType: z.number().int(),
  isServiced: z.boolean(),
  salePrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  saleableArea: z.number(),
  buildingArea: z.number().nullable(),
  roomNumber: z.number().int(),
  regionNameWithCulture: z.string(),
  estateNameWithCulture: z.string().nullable(),
  photo: z.string().nullable(),
  status: z.number().int(),
});
export const estateSummarySchema = z.object({
  estateID: z.number().int(),
  estateNameWithCulture: z.string(),
  addressWithCulture: z.string(),
  regionNameWithCulture: z.string(),
  avgDealPriceSqft: z.number().nullable(),
  saleListingCount: z.number().int(),
  rentListingCount: z.number().int(),
});
export const newEstateSummarySchema = z.object({
  estateId: z.number().int(),
  nameWithCulture: z.string(),
  regionNameWithCulture: z.string(),
  salesStatus: z.number().int(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  photo: z.string().nullable(),
});

/** A bookmark with the thing it points at (null when that thing no longer exists). */
export const collectionItemSchema = z.object({
  collectionID: z.number().int(),
  sourceType: sourceTypeSchema,
  sourceId: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  property: listingSummarySchema.nullable(),
  estate: estateSummarySchema.nullable(),
  newEstate: newEstateSummarySchema.nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;
